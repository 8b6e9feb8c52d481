import type { Column } from 'write-excel-file/universal';

/**
 * The cells of the document lists' workbooks: text as text, money as numbers in a currency format
 * (so they add up in Excel), dates as real Excel dates. No React; the spreadsheet library loads only
 * when exporting (the workbook modules are imported by the export button).
 */
export const MONEY_FORMAT = '$#,##0.00';
export const DATE_FORMAT = 'mm/dd/yyyy';
const bold = { fontWeight: 'bold' } as const;

/**
 * The calendar day a value falls on for the user (an ISO date-time in the local zone, or a
 * `yyyy-MM-dd` date as it is) as the midnight UTC Excel reads as that day.
 */
export function excelDay(value: string | null): Date | null {
  if (!value) return null;
  const plain = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (plain) return new Date(Date.UTC(Number(plain[1]), Number(plain[2]) - 1, Number(plain[3])));
  const moment = new Date(value);
  if (Number.isNaN(moment.getTime())) return null;
  return new Date(Date.UTC(moment.getFullYear(), moment.getMonth(), moment.getDate()));
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
  return {
    header: { value: header, ...bold },
    width,
    cell: (row) => {
      const day = excelDay(value(row));
      return day === null ? null : { value: day, type: Date, format: DATE_FORMAT };
    },
  };
}
