/**
 * Calendar periods of the reports (issue 19), shared by the report screens and the mock server so
 * both cut time the same way. Dates are calendar days written `yyyy-MM-dd`; a period runs from its
 * first day to its last day, both included. No React, no time zones: the caller turns moments into
 * the user's calendar days first.
 */

export type PeriodPreset = 'this-month' | 'last-month' | 'this-quarter' | 'this-year' | 'custom';
export type PeriodGrouping = 'day' | 'week' | 'month';

export interface DayRange {
  /** First day, `yyyy-MM-dd`. */
  from: string;
  /** Last day (included), `yyyy-MM-dd`. */
  to: string;
}

export const periodPresetLabels: Record<PeriodPreset, string> = {
  'this-month': 'This Month',
  'last-month': 'Last Month',
  'this-quarter': 'This Quarter',
  'this-year': 'This Year',
  custom: 'Custom',
};

export const groupingLabels: Record<PeriodGrouping, string> = { day: 'Day', week: 'Week', month: 'Month' };

/** The longest period a report covers (about five years). */
export const MAX_REPORT_DAYS = 5 * 366;

const DAY_MS = 86_400_000;

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/** A day's UTC midnight in milliseconds (the day's arithmetic stays in UTC, free of clock changes). */
export function dayNumber(day: string): number {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return Date.UTC(year, month - 1, date);
}

export function dayText(ms: number): string {
  const date = new Date(ms);
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

export function addDays(day: string, days: number): string {
  return dayText(dayNumber(day) + days * DAY_MS);
}

/** Whole days from `from` to `to` (positive when `to` is later). */
export function daysBetween(from: string, to: string): number {
  return Math.round((dayNumber(to) - dayNumber(from)) / DAY_MS);
}

function monthStart(year: number, month: number): string {
  const date = new Date(Date.UTC(year, month, 1));
  return dayText(date.getTime());
}

function monthEnd(year: number, month: number): string {
  return dayText(Date.UTC(year, month + 1, 0));
}

function parts(day: string): { year: number; month: number; date: number } {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return { year, month: month - 1, date };
}

/** The days a preset covers around `today` (`custom` has none of its own). */
export function presetRange(preset: Exclude<PeriodPreset, 'custom'>, today: string): DayRange {
  const { year, month } = parts(today);
  switch (preset) {
    case 'this-month':
      return { from: monthStart(year, month), to: monthEnd(year, month) };
    case 'last-month':
      return { from: monthStart(year, month - 1), to: monthEnd(year, month - 1) };
    case 'this-quarter': {
      const first = month - (month % 3);
      return { from: monthStart(year, first), to: monthEnd(year, first + 2) };
    }
    case 'this-year':
      return { from: monthStart(year, 0), to: monthEnd(year, 11) };
  }
}

/** True when the range is whole calendar months (first day of a month to the last day of one). */
function wholeMonths(range: DayRange): number {
  const from = parts(range.from);
  const to = parts(range.to);
  if (from.date !== 1 || addDays(range.to, 1).slice(8) !== '01') return 0;
  return (to.year - from.year) * 12 + to.month - from.month + 1;
}

function shiftMonths(day: string, months: number, endOfMonth: boolean): string {
  const { year, month, date } = parts(day);
  if (endOfMonth) return monthEnd(year, month + months);
  const last = Number(monthEnd(year, month + months).slice(8));
  return dayText(Date.UTC(year, month + months, Math.min(date, last)));
}

/**
 * The period of equal length just before `range`: the same number of whole months before a range of
 * whole months (November → October, a quarter → the quarter before), else the same number of days.
 */
export function previousRange(range: DayRange): DayRange {
  const months = wholeMonths(range);
  if (months > 0) return { from: shiftMonths(range.from, -months, false), to: shiftMonths(range.to, -months, true) };
  const length = daysBetween(range.from, range.to) + 1;
  return { from: addDays(range.from, -length), to: addDays(range.to, -length) };
}

/** Moves a day of `range` onto the matching day of `previous` (same months back, or same days back). */
export function toPrevious(day: string, range: DayRange, previous: DayRange): string {
  const months = wholeMonths(range);
  if (months > 0) return shiftMonths(day, -months, addDays(day, 1).slice(8) === '01');
  return addDays(day, daysBetween(range.from, previous.from));
}

/**
 * The range cut into days, weeks (Sunday to Saturday) or calendar months, each cut to the range.
 */
export function groupRanges(range: DayRange, grouping: PeriodGrouping): DayRange[] {
  const groups: DayRange[] = [];
  let from = range.from;
  while (from <= range.to) {
    let to: string;
    if (grouping === 'day') to = from;
    else if (grouping === 'week') to = addDays(from, 6 - new Date(dayNumber(from)).getUTCDay());
    else to = monthEnd(parts(from).year, parts(from).month);
    if (to > range.to) to = range.to;
    groups.push({ from, to });
    from = addDays(to, 1);
  }
  return groups;
}

/** A function answering which group a day falls in (its index), or -1 outside the range: one lookup per record. */
export function groupIndexer(groups: readonly DayRange[]): (day: string) => number {
  if (groups.length === 0) return () => -1;
  const first = dayNumber(groups[0]!.from);
  const byDay: number[] = [];
  groups.forEach((group, index) => {
    const end = daysBetween(groups[0]!.from, group.to);
    for (let offset = daysBetween(groups[0]!.from, group.from); offset <= end; offset += 1) byDay[offset] = index;
  });
  return (day) => {
    const offset = Math.round((dayNumber(day) - first) / DAY_MS);
    return offset >= 0 && offset < byDay.length ? (byDay[offset] ?? -1) : -1;
  };
}

export type AgingBucket = 'current' | 'days1to30' | 'days31to60' | 'days61to90' | 'over90';

export const agingBuckets: readonly AgingBucket[] = ['current', 'days1to30', 'days31to60', 'days61to90', 'over90'];

export const agingBucketLabels: Record<AgingBucket, string> = {
  current: 'Current',
  days1to30: '1–30',
  days31to60: '31–60',
  days61to90: '61–90',
  over90: '90+',
};

/** The aging bucket of an invoice `daysPastDue` days past its due date (0 or less: Current). */
export function agingBucketOf(daysPastDue: number): AgingBucket {
  if (daysPastDue <= 0) return 'current';
  if (daysPastDue <= 30) return 'days1to30';
  if (daysPastDue <= 60) return 'days31to60';
  if (daysPastDue <= 90) return 'days61to90';
  return 'over90';
}
