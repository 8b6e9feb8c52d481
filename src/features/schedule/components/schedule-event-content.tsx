import type { CalendarEvent } from '../model/calendar-events';
import { eventSummary } from '../model/event-summary';

/**
 * What an event shows (`eventSummary`): its title line, with a warning sign when a technician is
 * double-booked, then its other lines. Plain elements styled once by the calendar's stylesheet (the
 * `fl-event-*` classes of schedule-calendar-styles.ts): a busy week draws hundreds of these. The
 * month draws it inside react-big-calendar's event; the time grid puts its lines straight in its
 * event button.
 */
export function ScheduleEventLines({ event }: { event: CalendarEvent }) {
  const summary = eventSummary(event);
  return (
    <>
      <span className="fl-event-line fl-event-title">
        {summary.conflict ? (
          <span className="fl-event-warning" role="img" aria-label="Conflict">
            {'\u26a0'}
          </span>
        ) : null}
        {summary.title}
      </span>
      {summary.lines.map((line) => (
        <span key={line.text} className={line.strong ? 'fl-event-line fl-event-title' : 'fl-event-line'}>
          {line.text}
        </span>
      ))}
    </>
  );
}

/** The month's event content (react-big-calendar's `components.event`). */
export function ScheduleEventContent({ event }: { event: CalendarEvent }) {
  return (
    <span className="fl-event">
      <ScheduleEventLines event={event} />
    </span>
  );
}
