import { memo, useEffect, useState, type CSSProperties } from 'react';
import { formatTime } from '@/lib/format';
import type { CalendarEvent } from '../model/calendar-events';
import { scheduleMessages } from '@/lib/schemas/schedule-schemas';
import { atMinute, MINUTES_PER_DAY, placeEvents, type GridColumn } from '../model/time-grid';
import { eventSummary } from '../model/event-summary';
import { ScheduleEventLines } from './schedule-event-content';
import { percentOfDay } from './time-grid-styles';

/** A range drawn over a column while the pointer drags: an appointment's new place, or a selection. */
export interface ColumnOverlay {
  kind: 'ghost' | 'selection';
  startMinute: number;
  endMinute: number;
}

export interface EventLook {
  className: (event: CalendarEvent) => string;
  draggable: (event: CalendarEvent) => boolean;
  resizable: (event: CalendarEvent) => boolean;
  /**
   * Compact events still show their double-bookings as text (the technicians view: a conflict is
   * shown, not hidden). In the week, their red ring and name say it; seven days of such lines cost
   * the week switch about a third of its time.
   */
  conflictLines: boolean;
}

/** Times already written: a week draws hundreds of events at a few dozen distinct times. */
const timeTexts = new Map<number, string>();
function timeText(date: Date): string {
  const key = date.getTime();
  let text = timeTexts.get(key);
  if (text === undefined) {
    if (timeTexts.size > 5000) timeTexts.clear();
    text = formatTime(date);
    timeTexts.set(key, text);
  }
  return text;
}

function timeRange(event: CalendarEvent): string {
  return `${timeText(event.start)} \u2013 ${timeText(event.end)}`;
}

interface EventBoxProps {
  event: CalendarEvent;
  look: EventLook;
  dragging: boolean;
  /** Too narrow for its lines: the title only; the rest is in its name and tooltip. */
  compact?: boolean;
  /** Timed events: their place in the column. */
  position?: CSSProperties;
}

/** What a compact event shows (its title) and says (everything, as its name and tooltip). */
interface CompactText {
  title: string;
  full: string;
  /** "{name} is double-booked": a conflict is shown, not hidden, however narrow the event. */
  conflicts: string[];
}

/** Kept per event: the page keeps a range's events while it is shown again (Previous, Next). */
const compactTexts = new WeakMap<CalendarEvent, CompactText>();

function compactText(event: CalendarEvent): CompactText {
  let text = compactTexts.get(event);
  if (!text) {
    const summary = eventSummary(event);
    const full = [event.allDay ? '' : timeRange(event), summary.title, ...summary.lines.map((line) => line.text)].filter(Boolean).join('. ');
    const conflicts = event.item.kind === 'appointment' ? event.item.conflicts.map((name) => scheduleMessages.doubleBooked(name)) : [];
    text = { title: summary.title, full, conflicts };
    compactTexts.set(event, text);
  }
  return text;
}

/**
 * One event: a button (Enter, Space or a click opens its popup; the grid handles them) with its
 * times and lines. Its `data-event-id` lets the grid's one pointer handler find it; a drag starts
 * anywhere on it, a resize on its bottom edge.
 */
const EventBox = memo(function EventBox({ event, look, dragging, compact = false, position }: EventBoxProps) {
  const draggable = look.draggable(event);
  const summary = compact ? compactText(event) : null;
  const text = summary?.full;
  return (
    <div
      role="button"
      tabIndex={0}
      className={`fl-tg-event ${look.className(event)}${summary ? ' fl-tg-compact' : ''}`}
      data-event-id={event.id}
      data-draggable={draggable || undefined}
      data-resizable={(draggable && position !== undefined && look.resizable(event)) || undefined}
      data-dragging={dragging || undefined}
      aria-label={text}
      title={text}
      style={position}
    >
      {summary ? (
        <>
          {summary.title}
          {(look.conflictLines ? summary.conflicts : []).map((conflict) => (
            <span key={conflict} className="fl-event-line fl-event-title">
              {conflict}
            </span>
          ))}
        </>
      ) : (
        <>
          {event.allDay ? null : <span className="fl-tg-label">{timeRange(event)}</span>}
          <ScheduleEventLines event={event} />
        </>
      )}
    </div>
  );
});

/** The red line at the current time, on today's column; it moves every minute. */
function NowLine() {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), 60_000);
    return () => window.clearInterval(timer);
  }, []);
  return <div className="fl-tg-now" style={{ top: percentOfDay(now.getHours() * 60 + now.getMinutes()) }} aria-hidden="true" />;
}

function Overlay({ overlay, day }: { overlay: ColumnOverlay; day: Date }) {
  const start = atMinute(day, overlay.startMinute);
  const end = atMinute(day, overlay.endMinute);
  // A range across midnight is drawn up to the day's edge; its label says where it ends.
  const top = Math.max(0, Math.min(overlay.startMinute, MINUTES_PER_DAY - 15));
  const bottom = Math.min(MINUTES_PER_DAY, overlay.endMinute);
  return (
    <div
      className={overlay.kind === 'ghost' ? 'fl-tg-ghost' : 'fl-tg-selection'}
      style={{ top: percentOfDay(top), height: percentOfDay(Math.max(bottom - top, 15)) }}
    >
      {formatTime(start)} {'\u2013'} {formatTime(end)}
    </div>
  );
}

export interface DayColumnProps {
  column: GridColumn;
  index: number;
  events: readonly CalendarEvent[];
  look: EventLook;
  selectable: boolean;
  draggingId: string | null;
  overlay: ColumnOverlay | null;
  /** Up to this many events side by side show all their lines; more show their title only. */
  fullLanes: number;
}

/** A day's (or a technician's) timed events over the hour lines. */
export const DayColumn = memo(function DayColumn({ column, index, events, look, selectable, draggingId, overlay, fullLanes }: DayColumnProps) {
  const placed = placeEvents(events, column.day);
  return (
    <div className={`fl-tg-column${column.isToday ? ' fl-tg-today' : ''}${selectable ? ' fl-tg-selectable' : ''}`} data-column={index}>
      {/* Keyed by place: the next week's events reuse these elements instead of new ones. */}
      {placed.map(({ event, startMinute, endMinute, lane, lanes }, place) => (
        <EventBox
          key={place}
          event={event}
          look={look}
          dragging={event.id === draggingId}
          compact={lanes > fullLanes}
          position={{
            top: percentOfDay(startMinute),
            height: percentOfDay(Math.min(endMinute, MINUTES_PER_DAY) - startMinute),
            left: `calc(${(lane / lanes) * 100}% + 1px)`,
            width: `calc(${100 / lanes}% - 3px)`,
          }}
        />
      ))}
      {column.isToday ? <NowLine /> : null}
      {overlay ? <Overlay overlay={overlay} day={column.day} /> : null}
    </div>
  );
});

export interface AllDayCellProps {
  column: GridColumn;
  index: number;
  events: readonly CalendarEvent[];
  look: EventLook;
  draggingId: string | null;
  highlighted: boolean;
}

/** A column's all-day events (tasks due, weather, all-day visits), stacked above the hours. */
export const AllDayCell = memo(function AllDayCell({ column, index, events, look, draggingId, highlighted }: AllDayCellProps) {
  return (
    <div className={`fl-tg-all-day${column.isToday || highlighted ? ' fl-tg-today' : ''}`} data-all-day-column={index}>
      {events.map((event) => (
        <EventBox key={event.id} event={event} look={look} dragging={event.id === draggingId} />
      ))}
    </div>
  );
});
