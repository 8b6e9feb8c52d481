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
import type { ScheduleView } from '../model/schedule-view';
import { ScheduleEventContent } from './schedule-event-content';
import { calendarStyles, eventStyle } from './schedule-calendar-styles';
import { usePlainCalendarRoles } from './use-plain-calendar-roles';

const localizer = dateFnsLocalizer({ format, parse, startOfWeek: (date: Date) => startOfWeek(date, { locale: enUS }), getDay, locales: { 'en-US': enUS } });
const DragAndDropCalendar = dragAndDropExport<typeof dragAndDrop.default>(dragAndDrop as never)(Calendar<CalendarEvent, ScheduleResource>);

export interface ScheduleResource {
  id: string;
  title: string;
}

export interface ScheduleCalendarProps {
  view: ScheduleView;
  date: Date;
  events: CalendarEvent[];
  resources: ScheduleResource[] | undefined;
  canMove: boolean;
  canCreate: boolean;
  onSelectEvent: (event: CalendarEvent) => void;
  onMove: (event: CalendarEvent, change: { start: Date; end: Date; allDay: boolean; resourceId?: string }) => void;
  onSelectSlot: (slot: { start: Date; end: Date; allDay: boolean; resourceId?: string }) => void;
  onNavigate: (date: Date, view: ScheduleView) => void;
}

const SCROLL_TO = new Date(1970, 0, 1, 7, 0);
const calendarComponents = { event: ScheduleEventContent };
const calendarView = (view: ScheduleView) => (view === 'technicians' ? 'day' : view);

/**
 * The desktop calendar (react-big-calendar with drag and drop, loaded with the schedule): day, week,
 * month, and the day with technicians as columns. The page above it owns the toolbar.
 */
export function ScheduleCalendar(props: ScheduleCalendarProps) {
  const theme = useTheme();
  const containerRef = useRef<HTMLDivElement>(null);
  usePlainCalendarRoles(containerRef);
  const { onMove, onSelectSlot, onNavigate, view } = props;
  const isAppointment = (event: CalendarEvent) => event.item.kind === 'appointment';
  // Without technician columns react-big-calendar still passes a placeholder resource: only a column's id counts.
  const columnOf = (resourceId: unknown) => (props.resources && typeof resourceId === 'string' ? { resourceId } : {});
  const moved = ({ event, start, end, isAllDay, resourceId }: EventInteractionArgs<CalendarEvent>) =>
    onMove(event, { start: new Date(start), end: new Date(end), allDay: isAllDay ?? event.allDay, ...columnOf(resourceId) });
  // A month cell is a whole day; in the time grids a selection is its times.
  const selected = (slot: SlotInfo) =>
    onSelectSlot({ start: slot.start, end: slot.end, allDay: view === 'month', ...columnOf(slot.resourceId) });
  const eventPropGetter: EventPropGetter<CalendarEvent> = (event) => ({ style: eventStyle(theme, event) });

  return (
    <Box ref={containerRef} sx={{ ...calendarStyles(theme), overflowX: 'auto', '& > .rbc-calendar': { minWidth: props.resources ? Math.max(640, 150 * props.resources.length + 70) : 640 } }}>
      <DragAndDropCalendar
        localizer={localizer}
        culture="en-US"
        events={props.events}
        view={calendarView(view)}
        views={['day', 'week', 'month']}
        date={props.date}
        toolbar={false}
        onView={() => undefined}
        onNavigate={(date) => onNavigate(date, view === 'month' ? 'day' : view)}
        drilldownView="day"
        resources={props.resources}
        resourceIdAccessor="id"
        resourceTitleAccessor="title"
        resourceAccessor="resourceId"
        titleAccessor="title"
        startAccessor="start"
        endAccessor="end"
        allDayAccessor="allDay"
        tooltipAccessor={null}
        scrollToTime={SCROLL_TO}
        step={30}
        timeslots={2}
        popup
        showMultiDayTimes
        selectable={props.canCreate ? true : false}
        onSelectSlot={selected}
        onSelectEvent={props.onSelectEvent}
        onDoubleClickEvent={props.onSelectEvent}
        draggableAccessor={(event) => props.canMove && isAppointment(event)}
        resizableAccessor={(event) => props.canMove && isAppointment(event) && !event.allDay}
        resizable={props.canMove}
        onEventDrop={moved}
        onEventResize={moved}
        eventPropGetter={eventPropGetter}
        components={calendarComponents}
        style={{ height: view === 'month' ? 760 : 720 }}
      />
    </Box>
  );
}
