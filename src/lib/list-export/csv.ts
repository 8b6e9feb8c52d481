import { exportText, type ExportColumn } from './export-columns';

/** A byte order mark first, so Excel opens the UTF-8 file with its accents right. */
export const CSV_BOM = '\uFEFF';

/** RFC 4180: a field holding a comma, a quote, a line break (or leading/trailing space) is quoted, its quotes doubled. */
export function csvField(text: string): string {
  return /[",\r\n]|^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The rows as a CSV document: the BOM, a header line, one CRLF-ended line a row, every value as plain text. */
export function csvDocument<Row>(columns: readonly ExportColumn<Row>[], rows: readonly Row[]): string {
  const lines = [columns.map((column) => csvField(column.header)).join(',')];
  for (const row of rows) lines.push(columns.map((column) => csvField(exportText(column.kind, column.value(row)))).join(','));
  return `${CSV_BOM}${lines.join('\r\n')}\r\n`;
}

export function csvBlob<Row>(columns: readonly ExportColumn<Row>[], rows: readonly Row[]): Blob {
  return new Blob([csvDocument(columns, rows)], { type: 'text/csv;charset=utf-8' });
}
