import { formatDate, formatWeekdayTime } from '@/lib/format';
import type { Appointment } from '@/lib/schemas/dashboard-schemas';

type Timing = Pick<Appointment, 'startDate' | 'endDate' | 'allDay'>;

/** When an appointment happens, as shown in the appointment view. */
export interface AppointmentDateRange {
  /** `MM/dd/yyyy`, or `MM/dd/yyyy – MM/dd/yyyy` when it spans days. */
  dates: string;
  /** `EEE h:mm aa – EEE h:mm aa`, or `All Day`. */
  times: string;
}

export const ALL_DAY_TEXT = 'All Day';

/**
 * The last day of an all-day appointment: it ends at local midnight after its last day, so one
 * millisecond before the end (never before the start).
 */
export function allDayLastDay(appointment: Pick<Appointment, 'startDate' | 'endDate'>): Date {
  const start = new Date(appointment.startDate);
  const last = new Date(Date.parse(appointment.endDate) - 1);
  return last.getTime() < start.getTime() ? start : last;
}

/** Spec 2 §9: appointment dates as MM/dd/yyyy, times as EEE h:mm aa; all-day ones show dates only. */
export function appointmentDateRange(appointment: Timing): AppointmentDateRange {
  const start = new Date(appointment.startDate);
  const end = appointment.allDay ? allDayLastDay(appointment) : new Date(appointment.endDate);
  const first = formatDate(start);
  const last = formatDate(end);
  const dates = first === last ? first : `${first} \u2013 ${last}`;
  if (appointment.allDay) return { dates, times: ALL_DAY_TEXT };
  return { dates, times: `${formatWeekdayTime(start)} \u2013 ${formatWeekdayTime(end)}` };
}

/** The date range on one line, e.g. `06/12/2026, Fri 9:00 AM – Fri 10:00 AM` or `06/12/2026, All Day`. */
export function appointmentDateRangeText(appointment: Timing): string {
  const { dates, times } = appointmentDateRange(appointment);
  return `${dates}, ${times}`;
}

/** Earliest start first (then earliest end), the order appointment lists show. */
export function compareAppointmentsByStart(a: Timing & { context: string }, b: Timing & { context: string }): number {
  return Date.parse(a.startDate) - Date.parse(b.startDate) || Date.parse(a.endDate) - Date.parse(b.endDate) || a.context.localeCompare(b.context);
}
