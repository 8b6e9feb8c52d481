import type { Cell, Column } from 'write-excel-file/universal';
import { exportMoment, exportNumber, type ExportColumnKind, type ExportValue } from './export-columns';

/**
 * The cells of every workbook the app writes (list exports, the document lists, the pricebook, the
 * reports): text as text, money as numbers in a currency format (so they add up in Excel), dates
 * and date-times as real Excel dates. Types only from the spreadsheet library, which loads only when
 * exporting (with the module that writes the workbook).
 */
export const MONEY_FORMAT = '$#,##0.00';
export const DATE_FORMAT = 'mm/dd/yyyy';
export const DATE_TIME_FORMAT = 'mm/dd/yyyy h:mm AM/PM';
const bold = { fontWeight: 'bold' } as const;

/** A local wall-clock moment as the UTC moment Excel shows with the same digits (Excel has no time zones). */
function excelWallClock(moment: Date, withTime: boolean): Date {
  return new Date(
    Date.UTC(moment.getFullYear(), moment.getMonth(), moment.getDate(), withTime ? moment.getHours() : 0, withTime ? moment.getMinutes() : 0, withTime ? moment.getSeconds() : 0),
  );
}

/**
 * The calendar day a value falls on for the user (an ISO date-time in the local zone, or a
 * `yyyy-MM-dd` date as it is) as the midnight UTC Excel reads as that day.
 */
export function excelDay(value: string | null): Date | null {
  const moment = exportMoment(value);
  return moment ? excelWallClock(moment, false) : null;
}

/** A date-time as the user's wall clock, for Excel. */
export function excelDateTime(value: string | null): Date | null {
  const moment = exportMoment(value);
  return moment ? excelWallClock(moment, true) : null;
}

/** One typed cell: money and numbers as numbers (money in a currency format), dates as Excel dates. */
export function excelCell(kind: ExportColumnKind, value: ExportValue): Cell {
  if (value === null) return null;
  switch (kind) {
    case 'text':
      return { value: String(value), type: String };
    case 'money':
    case 'number': {
      const figure = exportNumber(value);
      if (figure === null) return { value: String(value), type: String };
      return kind === 'money' ? { value: figure, type: Number, format: MONEY_FORMAT } : { value: figure, type: Number };
    }
    case 'date':
    case 'datetime': {
      const moment = typeof value === 'string' ? (kind === 'date' ? excelDay(value) : excelDateTime(value)) : null;
      if (!moment) return { value: String(value), type: String };
      return { value: moment, type: Date, format: kind === 'date' ? DATE_FORMAT : DATE_TIME_FORMAT };
    }
  }
}

export function textColumn<Row>(header: string, value: (row: Row) => string, width: number): Column<Row> {
  return { header: { value: header, ...bold }, width, cell: (row) => ({ value: value(row), type: String }) };
}

export function numberColumn<Row>(header: string, value: (row: Row) => number | null, width: number, format?: string): Column<Row> {
  return {
    header: { value: header, ...bold },
    width,
    cell: (row) => {
      const figure = value(row);
      return figure === null ? null : { value: figure, type: Number, ...(format ? { format } : {}) };
    },
  };
}

export function moneyColumn<Row>(header: string, value: (row: Row) => number | null, width = 14): Column<Row> {
  return numberColumn(header, value, width, MONEY_FORMAT);
}

export function dateColumn<Row>(header: string, value: (row: Row) => string | null, width = 12): Column<Row> {
  return { header: { value: header, ...bold }, width, cell: (row) => excelCell('date', value(row)) };
}
