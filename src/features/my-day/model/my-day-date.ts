import { addDays, format } from 'date-fns';

/** The client's day as the API takes it, yyyy-MM-dd. */
export function dayKey(date: Date): string {
  return format(date, 'yyyy-MM-dd');
}

/** The local date of a `yyyy-MM-dd` day (no date-fns `parse`: My Day loads on phones, so it stays small). */
function dayDate(day: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return null;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return dayKey(date) === day ? date : null;
}

/** The day in the address (`?date=`), or today when missing or not a real date. */
export function dayFromParam(value: string | null, today: Date = new Date()): string {
  return value && dayDate(value) ? value : dayKey(today);
}

/** The day `days` before or after `day`. */
export function shiftDay(day: string, days: number): string {
  return dayKey(addDays(dayDate(day) ?? new Date(), days));
}

/** "Thursday, November 26" (and the year when not this year). */
export function dayHeading(day: string, today: Date = new Date()): string {
  const date = dayDate(day) ?? today;
  return format(date, date.getFullYear() === today.getFullYear() ? 'EEEE, MMMM d' : 'EEEE, MMMM d, yyyy');
}

/** A visit's arrival window on its day: `7:30 AM – 9:00 AM`, or `All Day`. */
export function arrivalWindow(visit: { startDate: string; endDate: string; allDay: boolean }): string {
  if (visit.allDay) return 'All Day';
  return `${format(new Date(visit.startDate), 'h:mm a')} \u2013 ${format(new Date(visit.endDate), 'h:mm a')}`;
}
