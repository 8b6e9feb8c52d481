import { formatDate, formatHours, formatMoney, parseLocalDate } from '@/lib/format';

/**
 * A report's column, declared once: the screen's table and the Excel export are both made from it,
 * so the export holds exactly the columns and figures the table shows. No React.
 */
export type ReportColumnKind = 'text' | 'money' | 'number' | 'hours' | 'date';

export interface ReportColumn<Row> {
  id: string;
  header: string;
  kind: ReportColumnKind;
  /** The figure (a number for money, number and hours; `yyyy-MM-dd` for a date; `null` for none). */
  value: (row: Row) => string | number | null;
  /** Excel column width in characters. */
  width?: number;
  /** Text kept on one line (a span of days); figures and dates always are. */
  nowrap?: boolean;
}

/** A calendar day (`yyyy-MM-dd`) as MM/dd/yyyy, the user's day as written (not shifted by the time zone). */
export function formatDay(day: string): string {
  const date = parseLocalDate(day);
  return date ? formatDate(date) : day;
}

/** A column's figure as the table shows it. */
export function displayValue<Row>(column: ReportColumn<Row>, row: Row): string {
  const value = column.value(row);
  if (value === null) return '';
  switch (column.kind) {
    case 'money':
      return formatMoney(Number(value));
    case 'hours':
      return formatHours(Number(value));
    case 'number':
      return Number(value).toLocaleString('en-US');
    case 'date':
      return formatDay(String(value));
    case 'text':
      return String(value);
  }
}

/** Right-aligned figures, left-aligned words. */
export function isFigure(kind: ReportColumnKind): boolean {
  return kind === 'money' || kind === 'number' || kind === 'hours';
}
