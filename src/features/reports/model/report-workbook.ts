import writeXlsxFile, { type Cell } from 'write-excel-file/universal';
import { excelCell } from '@/lib/list-export/workbook-cells';
import type { ReportColumn } from './report-columns';

/**
 * A report's Export to Excel: the rows and columns the table shows, and its totals row, as a real
 * .xlsx. Money is a number in a currency format, hours and counts numbers, dates real Excel dates;
 * so the sheet adds up in Excel. Loaded only when exporting (the spreadsheet library comes with it).
 */
export const HOURS_FORMAT = '0.00';

function cellOf<Row>(column: ReportColumn<Row>, row: Row, bold: boolean): Cell {
  const value = column.value(row);
  if (value === null) return null;
  const cell = column.kind === 'hours' ? { value: Number(value), type: Number, format: HOURS_FORMAT } : excelCell(column.kind, value);
  return bold && cell ? { ...cell, fontWeight: 'bold' } : cell;
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
