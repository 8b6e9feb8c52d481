import writeXlsxFile, { type Cell } from 'write-excel-file/universal';
import type { ExportColumn } from './export-columns';
import { excelCell } from './workbook-cells';

/** The width of a column when the list does not say (characters). */
function defaultWidth(column: ExportColumn<unknown>): number {
  switch (column.kind) {
    case 'text':
      return 28;
    case 'datetime':
      return 20;
    default:
      return 14;
  }
}

/**
 * A list's rows as one .xlsx sheet: a bold header row kept in view, then a row each with typed
 * cells (money and numbers as numbers, dates as Excel dates). Built once, after every row has come.
 * Loaded only when exporting (the spreadsheet library comes with it).
 */
export async function exportWorkbook<Row>(sheet: string, columns: readonly ExportColumn<Row>[], rows: readonly Row[]): Promise<Blob> {
  const header = columns.map((column): Cell => ({ value: column.header, type: String, fontWeight: 'bold' }));
  const data: Cell[][] = [header];
  for (const row of rows) data.push(columns.map((column) => excelCell(column.kind, column.value(row))));
  const widths = columns.map((column) => ({ width: column.width ?? defaultWidth(column as ExportColumn<unknown>) }));
  return writeXlsxFile(data, { columns: widths, sheet: sheet.slice(0, 31), stickyRowsCount: 1 }).toBlob();
}
