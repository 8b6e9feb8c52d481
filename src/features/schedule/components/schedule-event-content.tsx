import { formatAddressLine } from '@/lib/format';
import { scheduleMessages } from '@/lib/schemas/schedule-schemas';
import type { CalendarEvent } from '../model/calendar-events';

/**
 * What an event shows inside the calendar: kind, title, customer and address, and a conflict warning.
 * A busy week draws hundreds of these, so they are plain elements styled once by the calendar's
 * stylesheet (`schedule-calendar-styles.ts`, the `fl-event-*` classes), with no per-event styles.
 */
export function ScheduleEventContent({ event }: { event: CalendarEvent }) {
  const { item } = event;
  if (item.kind === 'weather') {
    return (
      <span className="fl-event-line fl-event-title">
        Weather: {item.weather.type} ({item.weather.timeOfDay})
      </span>
    );
  }
  if (item.kind === 'task') {
    return <span className="fl-event-line fl-event-title">Task: {event.title}</span>;
  }
  const { appointment, conflicts } = item;
  const where = [appointment.customer?.customerName, formatAddressLine(appointment.address)].filter(Boolean).join(' \u00b7 ');
  return (
    <span className="fl-event">
      <span className="fl-event-line fl-event-title">
        {conflicts.length > 0 ? (
          <span className="fl-event-warning" role="img" aria-label="Conflict">
            {'\u26a0'}
          </span>
        ) : null}
        {appointment.appointmentType.text}: {appointment.title}
      </span>
      {where ? <span className="fl-event-line">{where}</span> : null}
      {appointment.visitStatus && appointment.visitStatus !== 'Scheduled' ? <span className="fl-event-line fl-event-title">Visit: {appointment.visitStatus}</span> : null}
      {conflicts.map((name) => (
        <span key={name} className="fl-event-line fl-event-title">
          {scheduleMessages.doubleBooked(name)}
        </span>
      ))}
    </span>
  );
}
