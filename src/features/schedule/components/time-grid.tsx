import { useEffect, useLayoutEffect, useMemo, useRef, useState, type CSSProperties } from 'react';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import type { CalendarEvent } from '../model/calendar-events';
import { eventsByColumn, gridColumns, type TimeGridResource } from '../model/time-grid';
import { eventClassName } from './schedule-calendar-styles';
import { AllDayCell, DayColumn, type EventLook } from './time-grid-column';
import { GUTTER_PX, HOUR_PX, timeGridStyles } from './time-grid-styles';
import { useTimeGridGestures, type GridMove, type GridSlot } from './use-time-grid-gestures';

export interface TimeGridProps {
  /** One day (with `resources`: one column per technician) or the week holding `date`. */
  view: 'day' | 'week';
  date: Date;
  events: readonly CalendarEvent[];
  resources?: readonly TimeGridResource[] | undefined;
  canMove: boolean;
  canCreate: boolean;
  onSelectEvent: (event: CalendarEvent) => void;
  onMove: (event: CalendarEvent, change: GridMove) => void;
  onSelectSlot: (slot: GridSlot) => void;
}

/** An event narrower than this shows its title only (its name and tooltip say the rest). */
const FULL_EVENT_MIN_PX = 88;
/** The time gutter and the body's scroll bar. */
const GRID_CHROME_PX = GUTTER_PX + 16;

/** How many events side by side a column can show with all their lines. */
function fullLanes(gridWidth: number, columns: number, minColumn: number): number {
  const column = Math.max(minColumn, (gridWidth - GRID_CHROME_PX) / Math.max(1, columns));
  return Math.max(1, Math.floor(column / FULL_EVENT_MIN_PX));
}

/** The grid opens scrolled to the working day. */
const SCROLL_TO_HOUR = 7;
const HOURS = Array.from({ length: 23 }, (_, index) => index + 1);
const hourLabel = (hour: number) => `${hour % 12 === 0 ? 12 : hour % 12} ${hour < 12 ? 'AM' : 'PM'}`;

/**
 * The schedule's day, week and technicians views: a time grid drawn for a busy office (a week of
 * 250 visits redraws well inside the bench's budget). One column per day or technician, all-day
 * events above the hours, each event one button placed by `placeEvents`. The hour lines are the
 * columns' background; one pointer handler serves drag, resize and slot selection.
 */
export function TimeGrid(props: TimeGridProps) {
  const { view, events, resources, canMove } = props;
  const theme = useTheme();
  const rootRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const day = props.date.getTime();
  const resourcesKey = resources?.map((resource) => `${resource.id}\u0000${resource.title}`).join('\u0001');
  // Keyed by value: the page hands over new objects for the same day and technicians.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const columns = useMemo(() => gridColumns(view, new Date(day), resources), [view, day, resourcesKey]);
  const buckets = useMemo(() => eventsByColumn(events, columns), [events, columns]);
  const eventsById = useMemo(() => new Map(events.map((event) => [event.id, event])), [events]);
  const byTechnician = resources !== undefined;
  const look = useMemo<EventLook>(
    () => ({
      className: eventClassName,
      draggable: (event) => canMove && event.item.kind === 'appointment',
      resizable: (event) => !event.allDay,
      conflictLines: byTechnician,
    }),
    [canMove, byTechnician],
  );
  const sx = useMemo(() => timeGridStyles(theme), [theme]);
  const gestures = useTimeGridGestures({ rootRef, columns, eventsById, look, canCreate: props.canCreate, onMove: props.onMove, onSelectSlot: props.onSelectSlot, onSelectEvent: props.onSelectEvent });
  const { view: gesture } = gestures;

  useLayoutEffect(() => {
    if (bodyRef.current) bodyRef.current.scrollTop = SCROLL_TO_HOUR * HOUR_PX;
  }, []);

  // The first render guesses the grid's width from the window's (the page's padding aside); the
  // observer corrects it, and the events re-render only when that changes how many fit side by side.
  const minColumn = resources ? 150 : 96;
  const [gridWidth, setGridWidth] = useState(() => window.innerWidth - 50);
  const lanes = fullLanes(gridWidth, columns.length, minColumn);
  const count = columns.length;
  useEffect(() => {
    const root = rootRef.current;
    if (!root || typeof ResizeObserver !== 'function') return undefined;
    const observer = new ResizeObserver(() => {
      const width = root.clientWidth;
      setGridWidth((current) => (fullLanes(current, count, minColumn) === fullLanes(width, count, minColumn) ? current : width));
    });
    observer.observe(root);
    return () => observer.disconnect();
  }, [count, minColumn]);

  const sizing = { '--fl-tg-columns': columns.length, '--fl-tg-min-column': `${minColumn}px` } as CSSProperties;
  return (
    <Box ref={rootRef} sx={sx} style={sizing} className="fl-tg" role="region" aria-label="Calendar" onPointerDown={gestures.onPointerDown} onClick={gestures.onClick} onKeyDown={gestures.onKeyDown}>
      <div className="fl-tg-inner">
        <div className="fl-tg-row">
          <div className="fl-tg-gutter-label" />
          {columns.map((column) => (
            <div key={column.key} className={`fl-tg-head${column.isToday ? ' fl-tg-today' : ''}`} data-resource-id={column.resourceId}>
              {column.heading}
            </div>
          ))}
        </div>
        <div className="fl-tg-row">
          <div className="fl-tg-gutter-label">All day</div>
          {columns.map((column, index) => (
            <AllDayCell key={column.key} column={column} index={index} events={buckets[index]!.allDay} look={look} draggingId={gesture.draggingId} highlighted={gesture.allDayTarget === index} />
          ))}
        </div>
        <div className="fl-tg-body" ref={bodyRef}>
          <div className="fl-tg-hours" aria-hidden="true">
            {HOURS.map((hour) => (
              <span key={hour} className="fl-tg-hour" style={{ top: hour * HOUR_PX }}>
                {hourLabel(hour)}
              </span>
            ))}
          </div>
          {columns.map((column, index) => (
            <DayColumn
              key={column.key}
              column={column}
              index={index}
              events={buckets[index]!.timed}
              look={look}
              selectable={props.canCreate}
              draggingId={gesture.draggingId}
              overlay={gesture.overlayColumn === index ? gesture.overlay : null}
              fullLanes={lanes}
            />
          ))}
        </div>
      </div>
    </Box>
  );
}
