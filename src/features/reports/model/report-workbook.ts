import writeXlsxFile, { type Cell } from 'write-excel-file/universal';
import type { ReportColumn } from './report-columns';

/**
 * A report's Export to Excel: the rows and columns the table shows, and its totals row, as a real
 * .xlsx. Money is a number in a currency format, hours and counts numbers, dates real Excel dates;
 * so the sheet adds up in Excel. Loaded only when exporting (the spreadsheet library comes with it).
 */
export const MONEY_FORMAT = '$#,##0.00';
export const HOURS_FORMAT = '0.00';
export const DATE_FORMAT = 'mm/dd/yyyy';

/** A `yyyy-MM-dd` day as the midnight UTC Excel reads as that day. */
export function excelDay(day: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  return match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : null;
}

function cellOf<Row>(column: ReportColumn<Row>, row: Row, bold: boolean): Cell {
  const value = column.value(row);
  const weight = bold ? ({ fontWeight: 'bold' } as const) : {};
  if (value === null) return null;
  switch (column.kind) {
    case 'money':
      return { value: Number(value), type: Number, format: MONEY_FORMAT, ...weight };
    case 'hours':
      return { value: Number(value), type: Number, format: HOURS_FORMAT, ...weight };
    case 'number':
      return { value: Number(value), type: Number, ...weight };
    case 'date': {
      const day = excelDay(String(value));
      return day ? { value: day, type: Date, format: DATE_FORMAT, ...weight } : { value: String(value), type: String, ...weight };
    }
    case 'text':
      return { value: String(value), type: String, ...weight };
  }
}

export interface ReportSheet<Row> {
  /** The sheet's name (at most 31 characters). */
  sheet: string;
  columns: readonly ReportColumn<Row>[];
  rows: readonly Row[];
  totalRow?: Row | undefined;
}

export async function reportWorkbook<Row>({ sheet, columns, rows, totalRow }: ReportSheet<Row>): Promise<Blob> {
  const header = columns.map((column): Cell => ({ value: column.header, type: String, fontWeight: 'bold' }));
  const body = rows.map((row) => columns.map((column) => cellOf(column, row, false)));
  const footer = totalRow === undefined ? [] : [columns.map((column) => cellOf(column, totalRow, true))];
  const widths = columns.map((column) => ({ width: column.width ?? (column.kind === 'text' ? 28 : 14) }));
  return writeXlsxFile([header, ...body, ...footer], { columns: widths, sheet: sheet.slice(0, 31), stickyRowsCount: 1 }).toBlob();
}
