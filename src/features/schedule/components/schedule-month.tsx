import { useRef } from 'react';
import { Calendar, dateFnsLocalizer, type EventPropGetter, type SlotInfo } from 'react-big-calendar';
import * as dragAndDrop from 'react-big-calendar/lib/addons/dragAndDrop';
import type { EventInteractionArgs } from 'react-big-calendar/lib/addons/dragAndDrop';
import { format, getDay, parse, startOfWeek } from 'date-fns';
import { enUS } from 'date-fns/locale/en-US';
import 'react-big-calendar/lib/css/react-big-calendar.css';
import 'react-big-calendar/lib/addons/dragAndDrop/styles.css';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import type { CalendarEvent } from '../model/calendar-events';
import { dragAndDropExport } from '../model/drag-and-drop-addon';
import { ScheduleEventContent } from './schedule-event-content';
import { calendarStyles, eventClassName } from './schedule-calendar-styles';
import { usePlainCalendarRoles } from './use-plain-calendar-roles';
import type { GridMove, GridSlot } from './use-time-grid-gestures';

const localizer = dateFnsLocalizer({ format, parse, startOfWeek: (date: Date) => startOfWeek(date, { locale: enUS }), getDay, locales: { 'en-US': enUS } });
const DragAndDropCalendar = dragAndDropExport<typeof dragAndDrop.default>(dragAndDrop as never)(Calendar<CalendarEvent>);

export interface ScheduleMonthProps {
  date: Date;
  events: readonly CalendarEvent[];
  canMove: boolean;
  canCreate: boolean;
  onSelectEvent: (event: CalendarEvent) => void;
  onMove: (event: CalendarEvent, change: GridMove) => void;
  onSelectSlot: (slot: GridSlot) => void;
  /** A day's heading opens that day. */
  onDrillDown: (date: Date) => void;
}

const calendarComponents = { event: ScheduleEventContent };
const noop = () => undefined;
const eventPropGetter: EventPropGetter<CalendarEvent> = (event) => ({ className: eventClassName(event) });

/**
 * The month (react-big-calendar with its drag-and-drop addon, loaded only when the month is shown):
 * weeks of day cells, "+N more" opening the day's events, events dragged to another day, a day's
 * number opening that day. The day, week and technicians views are the time grid (time-grid.tsx).
 */
export function ScheduleMonth(props: ScheduleMonthProps) {
  const theme = useTheme();
  const containerRef = useRef<HTMLDivElement>(null);
  usePlainCalendarRoles(containerRef);
  const { onMove, onSelectSlot } = props;
  const isAppointment = (event: CalendarEvent) => event.item.kind === 'appointment';
  const moved = ({ event, start, end, isAllDay }: EventInteractionArgs<CalendarEvent>) =>
    onMove(event, { start: new Date(start), end: new Date(end), allDay: isAllDay ?? event.allDay });
  // A month cell is a whole day.
  const selected = (slot: SlotInfo) => onSelectSlot({ start: slot.start, end: slot.end, allDay: true });
  

  return (
    <Box ref={containerRef} sx={{ ...calendarStyles(theme), overflowX: 'auto', '& > .rbc-calendar': { minWidth: 640 } }}>
      <DragAndDropCalendar
        localizer={localizer}
        culture="en-US"
        events={props.events as CalendarEvent[]}
        view="month"
        views={['month']}
        date={props.date}
        toolbar={false}
        onView={noop}
        onNavigate={noop}
        onDrillDown={(date) => props.onDrillDown(date)}
        titleAccessor="title"
        startAccessor="start"
        endAccessor="end"
        allDayAccessor="allDay"
        tooltipAccessor={null}
        popup
        selectable={props.canCreate ? true : false}
        onSelectSlot={selected}
        onSelectEvent={props.onSelectEvent}
        onDoubleClickEvent={props.onSelectEvent}
        draggableAccessor={(event) => props.canMove && isAppointment(event)}
        resizableAccessor={() => false}
        resizable={false}
        onEventDrop={moved}
        eventPropGetter={eventPropGetter}
        components={calendarComponents}
        style={{ height: 760 }}
      />
    </Box>
  );
}
