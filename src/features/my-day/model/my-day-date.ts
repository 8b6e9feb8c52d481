import { addDays, format } from 'date-fns';
import { localIsoDate, parseLocalDate } from '@/lib/format';

/** The day in the address (`?date=`), or today when missing or not a real date. */
export function dayFromParam(value: string | null, today: Date = new Date()): string {
  return value && parseLocalDate(value) ? value : localIsoDate(today);
}

/** The day `days` before or after `day`. */
export function shiftDay(day: string, days: number): string {
  return localIsoDate(addDays(parseLocalDate(day) ?? new Date(), days));
}

/** "Thursday, November 26" (and the year when not this year). */
export function dayHeading(day: string, today: Date = new Date()): string {
  const date = parseLocalDate(day) ?? today;
  return format(date, date.getFullYear() === today.getFullYear() ? 'EEEE, MMMM d' : 'EEEE, MMMM d, yyyy');
}

/** A visit's arrival window on its day: `7:30 AM – 9:00 AM`, or `All Day`. */
export function arrivalWindow(visit: { startDate: string; endDate: string; allDay: boolean }): string {
  if (visit.allDay) return 'All Day';
  return `${format(new Date(visit.startDate), 'h:mm a')} \u2013 ${format(new Date(visit.endDate), 'h:mm a')}`;
}
