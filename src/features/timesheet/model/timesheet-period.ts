import { localIsoDate } from '@/lib/format';

/**
 * The timesheet's period as the address keeps it (`#/timesheet?period=week&date=2026-11-26&person=…`)
 * and the sums it shows. Pure functions.
 */
export type TimesheetPeriod = 'day' | 'week';
export const EVERYONE = 'all';

export interface TimesheetState {
  period: TimesheetPeriod;
  /** yyyy-MM-dd, local. */
  date: string;
  /** A personnel context, `all` (administrators), or '' for the signed-in user. */
  person: string;
}

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

function parseDay(text: string | null): Date | null {
  const match = DATE_PATTERN.exec(text ?? '');
  if (!match) return null;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return localIsoDate(date) === text ? date : null;
}

export function readTimesheetState(params: URLSearchParams, today: Date = new Date()): TimesheetState {
  const period = params.get('period') === 'day' ? 'day' : 'week';
  const date = parseDay(params.get('date')) ? params.get('date')! : localIsoDate(today);
  return { period, date, person: params.get('person') ?? '' };
}

export function writeTimesheetState(state: TimesheetState): URLSearchParams {
  const params = new URLSearchParams({ period: state.period, date: state.date });
  if (state.person) params.set('person', state.person);
  return params;
}

export function dayOf(state: TimesheetState): Date {
  return parseDay(state.date) ?? new Date();
}

function addDays(date: Date, days: number): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate() + days);
}

/** [start, end) of the period holding `date`: the day, or its Sunday-to-Saturday week. */
export function periodRange(period: TimesheetPeriod, date: Date): { start: Date; end: Date } {
  const day = new Date(date.getFullYear(), date.getMonth(), date.getDate());
  if (period === 'day') return { start: day, end: addDays(day, 1) };
  const start = addDays(day, -day.getDay());
  return { start, end: addDays(start, 7) };
}

export function stepPeriod(period: TimesheetPeriod, date: Date, direction: -1 | 1): Date {
  return addDays(date, (period === 'day' ? 1 : 7) * direction);
}

/** Hours per local day of the period (Sunday first for a week) and the total, to two decimals. */
export function hoursByDay(entries: readonly { startDate: string; totalHours: number }[], period: TimesheetPeriod, date: Date): { day: Date; hours: number }[] {
  const { start, end } = periodRange(period, date);
  const days: { day: Date; hours: number }[] = [];
  for (let day = start; day < end; day = addDays(day, 1)) days.push({ day, hours: 0 });
  for (const entry of entries) {
    const started = new Date(entry.startDate);
    const slot = days.find(({ day }) => day.getFullYear() === started.getFullYear() && day.getMonth() === started.getMonth() && day.getDate() === started.getDate());
    if (slot) slot.hours = Math.round((slot.hours + entry.totalHours) * 100) / 100;
  }
  return days;
}

/** `1h 05m` of a number of milliseconds (the running timer: never read as a time of day). */
export function elapsedText(milliseconds: number): string {
  const minutes = Math.max(0, Math.floor(milliseconds / 60_000));
  return `${Math.floor(minutes / 60)}h ${String(minutes % 60).padStart(2, '0')}m`;
}
