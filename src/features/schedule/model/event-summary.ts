import { formatAddressLine } from '@/lib/format';
import { scheduleMessages } from '@/lib/schemas/schedule-schemas';
import type { CalendarEvent } from './calendar-events';

export interface EventLine {
  text: string;
  strong: boolean;
}

export interface EventSummary {
  /** The first line: kind and title. */
  title: string;
  /** A technician on it is double-booked. */
  conflict: boolean;
  /** What follows the title: customer and address, the visit's step, the double-bookings. */
  lines: EventLine[];
}

/**
 * What an event says on the calendar: "Job: Roof repair", its customer and address, the visit's
 * status once a technician has moved it on, and each double-booking. Weather and tasks are one line.
 */
export function eventSummary(event: CalendarEvent): EventSummary {
  const { item } = event;
  if (item.kind === 'weather') return { title: `Weather: ${item.weather.type} (${item.weather.timeOfDay})`, conflict: false, lines: [] };
  if (item.kind === 'task') return { title: `Task: ${event.title}`, conflict: false, lines: [] };
  const { appointment, conflicts } = item;
  const where = [appointment.customer?.customerName, formatAddressLine(appointment.address)].filter(Boolean).join(' \u00b7 ');
  const lines: EventLine[] = [];
  if (where) lines.push({ text: where, strong: false });
  if (appointment.visitStatus && appointment.visitStatus !== 'Scheduled') lines.push({ text: `Visit: ${appointment.visitStatus}`, strong: true });
  for (const name of conflicts) lines.push({ text: scheduleMessages.doubleBooked(name), strong: true });
  return { title: `${appointment.appointmentType.text}: ${appointment.title}`, conflict: conflicts.length > 0, lines };
}
