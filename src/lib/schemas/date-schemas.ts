import { z } from 'zod';

/**
 * Strict ISO 8601 dates and date-times, as every request carries them (the real API's contract):
 * no rolling over (February 30 is not March 2), four-digit years in a business range (year 275760
 * is not a date anyone books), a date-time always with its zone (`Z` or `±hh:mm`).
 */

/** The earliest and latest years a date may have. */
export const MIN_DATE_YEAR = 1900;
export const MAX_DATE_YEAR = 9999;

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|[+-](\d{2}):(\d{2}))$/;

function isCalendarDate(year: number, month: number, day: number): boolean {
  if (year < MIN_DATE_YEAR || year > MAX_DATE_YEAR) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** True for a real calendar date written `yyyy-MM-dd`, its year from 1900 to 9999. */
export function isStrictIsoDate(text: string): boolean {
  const match = DATE.exec(text);
  return match !== null && isCalendarDate(Number(match[1]), Number(match[2]), Number(match[3]));
}

/**
 * True for a date-time written `yyyy-MM-ddTHH:mm[:ss[.fff]]` with `Z` or an offset `±hh:mm`: a real
 * calendar date, hours 00–23, minutes and seconds 00–59, an offset up to ±14:00, and the moment
 * itself (in UTC) within the year range too.
 */
export function isStrictIsoDateTime(text: string): boolean {
  const match = DATE_TIME.exec(text);
  if (!match) return false;
  const [year, month, day, hours, minutes] = [1, 2, 3, 4, 5].map((index) => Number(match[index]));
  const seconds = match[6] === undefined ? 0 : Number(match[6]);
  if (!isCalendarDate(year!, month!, day!) || hours! > 23 || minutes! > 59 || seconds > 59) return false;
  if (match[7] !== 'Z' && (Number(match[8]) > 14 || Number(match[9]) > 59 || Number(match[8]) * 60 + Number(match[9]) > 14 * 60)) return false;
  const moment = Date.parse(text);
  if (Number.isNaN(moment)) return false;
  const utcYear = new Date(moment).getUTCFullYear();
  return utcYear >= MIN_DATE_YEAR && utcYear <= MAX_DATE_YEAR;
}

/** A required ISO date-time: `required` for blank text, `invalid` for anything not strictly a date-time. */
export function isoDateTimeSchema(messages: { invalid: string; required?: string }) {
  const { invalid, required = invalid } = messages;
  return z
    .string({ error: invalid })
    .refine((value) => value.trim() !== '', { error: required, abort: true })
    .refine(isStrictIsoDateTime, invalid);
}

/** A required ISO date (`yyyy-MM-dd`). */
export function isoDateSchema(message: string) {
  return z.string({ error: message }).refine(isStrictIsoDate, message);
}
