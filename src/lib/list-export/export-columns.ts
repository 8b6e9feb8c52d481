import { formatDate, formatDateTime, parseLocalDate } from '@/lib/format';

/**
 * The columns a list exports (Export, CSV or Excel): a header, how the value is typed and the
 * value read from a row. No React and no spreadsheet library, so a list screen may hold them.
 */
export type ExportColumnKind = 'text' | 'money' | 'number' | 'date' | 'datetime';

/** A cell's value: text, a figure (money as the API's number), an ISO date or date-time, or nothing. */
export type ExportValue = string | number | null;

export interface ExportColumn<Row> {
  /** Unique within the list; names the column in the remembered choice. */
  id: string;
  header: string;
  kind: ExportColumnKind;
  value: (row: Row) => ExportValue;
  /** The Excel column's width in characters. */
  width?: number;
}

/** A `yyyy-MM-dd` day as local midnight; an ISO date-time as it is. */
export function exportMoment(value: ExportValue): Date | null {
  if (value === null || value === '') return null;
  if (typeof value === 'number') return null;
  const day = parseLocalDate(value);
  if (day) return day;
  const moment = new Date(value);
  return Number.isNaN(moment.getTime()) ? null : moment;
}

function figure(value: ExportValue): number | null {
  if (value === null || value === '') return null;
  const number = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(number) ? number : null;
}

/** A figure a spreadsheet cell holds, or null (text left out). */
export function exportNumber(value: ExportValue): number | null {
  return figure(value);
}

/**
 * A cell as plain text (CSV): money with two decimals and no currency sign (so it reads back as a
 * number), dates as MM/dd/yyyy, date-times as MM/dd/yyyy h:mm AM, text as it is.
 */
export function exportText(kind: ExportColumnKind, value: ExportValue): string {
  if (value === null) return '';
  switch (kind) {
    case 'text':
      return String(value);
    case 'money': {
      const amount = figure(value);
      return amount === null ? String(value) : amount.toFixed(2);
    }
    case 'number': {
      const amount = figure(value);
      return amount === null ? String(value) : String(amount);
    }
    case 'date':
    case 'datetime': {
      const moment = exportMoment(value);
      if (!moment) return String(value);
      return kind === 'date' ? formatDate(moment) : formatDateTime(moment);
    }
  }
}

/** The chosen columns (ids) in the list's order; an empty or unknown choice means every column. */
export function chosenExportColumns<Row>(columns: readonly ExportColumn<Row>[], chosen: readonly string[] | null): ExportColumn<Row>[] {
  if (chosen === null) return [...columns];
  const ids = new Set(chosen);
  const picked = columns.filter((column) => ids.has(column.id));
  return picked.length > 0 ? picked : [...columns];
}
