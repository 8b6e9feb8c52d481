import { clientTimezoneOffset } from './handler-utils';

const MINUTE_MS = 60_000;
export const DAY_MS = 24 * 60 * MINUTE_MS;

/** A calendar day in the client's time zone, as UTC milliseconds [start, end). */
export interface ClientDay {
  start: number;
  end: number;
  /** `yyyy-MM-dd`. */
  date: string;
}

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/**
 * The client-local day of `date` (`yyyy-MM-dd`). `offsetMinutes` is the `ClientTimezoneOffset` header
 * (minutes behind UTC, as `Date.prototype.getTimezoneOffset` gives it): local midnight in UTC is
 * `Date.UTC(y, m − 1, d) + offset · 60000`. The offset of the request applies to the whole day.
 */
export function clientDay(date: string, offsetMinutes: number): ClientDay {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const start = Date.UTC(year, month - 1, day) + offsetMinutes * MINUTE_MS;
  return { start, end: start + DAY_MS, date };
}

/** The client-local calendar date (`yyyy-MM-dd`) of a moment. */
export function clientDateText(moment: number, offsetMinutes: number): string {
  const local = new Date(moment - offsetMinutes * MINUTE_MS);
  return `${local.getUTCFullYear()}-${pad(local.getUTCMonth() + 1)}-${pad(local.getUTCDate())}`;
}

/** Client-local calendar facts about `now` for a request. */
export function clientCalendar(request: Request, now = Date.now()) {
  const offset = clientTimezoneOffset(request);
  const today = clientDay(clientDateText(now, offset), offset);
  const local = new Date(now - offset * MINUTE_MS);
  return {
    offset,
    today,
    /** Local midnight `days` days before today. */
    daysBefore: (days: number): number => today.start - days * DAY_MS,
    /** Local midnight of the Sunday that starts this week. */
    weekStart: today.start - local.getUTCDay() * DAY_MS,
    /** Local midnight of 1 January. */
    yearStart: Date.UTC(local.getUTCFullYear(), 0, 1) + offset * MINUTE_MS,
  };
}

/** Milliseconds of [start, end) that fall inside [from, to). */
export function overlapMs(start: number, end: number, from: number, to: number): number {
  return Math.max(0, Math.min(end, to) - Math.max(start, from));
}

/** The client-local date of today (`yyyy-MM-dd`) for a request. */
export function clientToday(request: Request, now = Date.now()): string {
  return clientDateText(now, clientTimezoneOffset(request));
}
