import { lazy, Suspense, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import axios from 'axios';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import { toast } from '@/components/toasts';
import { useAppointmentActionDialogs, type AppointmentDefaults } from '@/features/appointments';
import { useUserState } from '@/lib/auth/use-session';
import { formatLongDate, formatTime, localIsoDate } from '@/lib/format';
import { can } from '@/lib/permissions';
import { schedulePermissions } from '@/lib/permission-codes';
import { usePicklist } from '@/lib/picklists/get-picklist-by-kind';
import { scheduleMessages, type ScheduleRangeResponse } from '@/lib/schemas/schedule-schemas';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type { JobOrIntakeOption } from '@/lib/job-or-intake-search';
import { moveRequest, useMoveAppointment } from '../api/schedule-changes';
import { usePrefetchNeighbours, useScheduleRange } from '../api/schedule-range';
import { calendarEvents, participantsAfterMove, UNASSIGNED_RESOURCE, type CalendarEvent, type CalendarItem } from '../model/calendar-events';
import { applyMoves, type PendingMove } from '../model/pending-moves';
import {
  defaultsFromPreferences,
  parseLocalDate,
  rangeLabel,
  readScheduleState,
  stepDate,
  visibleRange,
  writeScheduleState,
  type ScheduleState,
} from '../model/schedule-view';
import { ScheduleAgenda } from './schedule-agenda';
import { ScheduleEventDialog } from './schedule-event-dialog';
import { ScheduleOwnerDialog } from './schedule-owner-dialog';
import { ScheduleToolbar } from './schedule-toolbar';
import { WeatherEventDialog } from './weather-event-dialog';

import { TimeGrid } from './time-grid';

// react-big-calendar (about 70 kB) loads only with the month.
const ScheduleMonth = lazy(() => import('./schedule-month').then((module) => ({ default: module.ScheduleMonth })));

/**
 * The calendar's events of an answer, kept with the answer: going back to a week (Previous, Next)
 * draws the same event objects, so what the grid worked out for them is kept too.
 */
const eventsOfAnswer = new WeakMap<ScheduleRangeResponse, { [view in 'byDay' | 'byTechnician']?: CalendarEvent[] }>();
function cachedCalendarEvents(data: ScheduleRangeResponse | undefined, byTechnician: boolean): CalendarEvent[] {
  if (!data) return [];
  const kept = eventsOfAnswer.get(data) ?? {};
  const key = byTechnician ? 'byTechnician' : 'byDay';
  kept[key] ??= calendarEvents(data, { byTechnician });
  eventsOfAnswer.set(data, kept);
  return kept[key];
}

interface Slot {
  start: Date;
  end: Date;
  allDay: boolean;
  resourceId?: string;
}

function slotLabel(slot: Slot): string {
  if (slot.allDay) return `${formatLongDate(slot.start)}, all day`;
  return `${formatLongDate(slot.start)} ${formatTime(slot.start)} \u2013 ${formatTime(slot.end)}`;
}

/**
 * The schedule (spec 1 §2 `schedule`, spec 2 §2 Appointments, issue 16): the day's agenda, and day,
 * week, month and a day with technicians as columns; phones open on the agenda. Appointments move
 * by drag and resize (SCHED_U), new ones start by selecting a slot (SCHED_C); events open their popup.
 */
export default function SchedulePage() {
  const user = useUserState();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const has = (permission: string) => can(user, permission);
  const canRead = has(schedulePermissions.read);
  const [params, setParams] = useSearchParams();
  const preference = (key: string) => user.preferences.find((item) => item.key === key)?.value;
  const state = readScheduleState(params, defaultsFromPreferences(preference('SCHED_DEF_VIEW'), preference('SCHED_DEF_PERS_FLTR'), phone));
  const view = state.view;
  const date = parseLocalDate(state.date)!;
  const range = visibleRange(view, date);
  const request = { start: range.start.toISOString(), end: range.end.toISOString(), assignedTo: state.who === 'me' && user.personnelContext ? [user.personnelContext] : [] };
  const query = useScheduleRange(request);
  usePrefetchNeighbours(view, date, request.assignedTo, query.data !== undefined && !query.isPlaceholderData);
  // While the next range loads, the calendar keeps showing the range it has the data of: one render
  // when the data arrives instead of a first one moving the old events into the new range.
  const settled = query.data !== undefined && !query.isPlaceholderData;
  const [shown, setShown] = useState({ view, date: state.date });
  if (settled && (shown.view !== view || shown.date !== state.date)) setShown({ view, date: state.date });
  const calendarView = settled ? view : shown.view;
  const calendarDate = parseLocalDate(settled ? state.date : shown.date)!;
  const personnel = usePicklist('Personnel');
  const move = useMoveAppointment();
  const [moves, setMoves] = useState<PendingMove[]>([]);
  const [selected, setSelected] = useState<{ item: CalendarItem | null; open: boolean }>({ item: null, open: false });
  const [slot, setSlot] = useState<Slot | null>(null);
  const [createDefaults, setCreateDefaults] = useState<AppointmentDefaults>({ title: '', appointmentType: 'Job', customerContext: null, addressContext: null });
  const [addingWeather, setAddingWeather] = useState(false);
  const closePopup = () => setSelected((current) => ({ ...current, open: false }));
  const actions = useAppointmentActionDialogs({ defaults: createDefaults, knownAppointments: query.data?.appointments ?? [], onChanged: closePopup });

  // At once, not as a transition React would slice into 5 ms pieces (switching weeks at 4x CPU
  // throttle: 950 ms in slices, 730 ms at once).
  const update = (next: Partial<ScheduleState>) => setParams(writeScheduleState({ ...state, ...next }), { flushSync: true });
  const byTechnician = calendarView === 'technicians';
  const events = useMemo(() => applyMoves(cachedCalendarEvents(query.data, byTechnician), moves), [query.data, byTechnician, moves]);
  const people = (personnel.data ?? []).filter((person) => person.active && (state.who === 'all' || person.context === user.personnelContext));
  const resources = byTechnician
    ? [...people.map((person) => ({ id: person.context, title: person.text })), ...(state.who === 'all' ? [{ id: UNASSIGNED_RESOURCE, title: 'Unassigned' }] : [])]
    : undefined;

  const handleMove = async (event: CalendarEvent, change: { start: Date; end: Date; allDay: boolean; resourceId?: string }) => {
      if (event.item.kind !== 'appointment') return;
      const { appointment } = event.item;
      const participantContexts = participantsAfterMove(
        appointment.participants.map((person) => person.context),
        event.resourceId,
        change.resourceId,
      );
      const pending: PendingMove = { context: appointment.context, start: change.start, end: change.end, allDay: change.allDay, participantContexts };
      setMoves((current) => [...current.filter((item) => item.context !== appointment.context), pending]);
      try {
        await move.mutateAsync(moveRequest(appointment, pending));
        toast.success(scheduleMessages.moved);
      } catch (error) {
        // A 409 or a 400 has shown its message; anything else gets this one. The move is undone.
        if (!(axios.isAxiosError(error) && (error.response?.status === 409 || error.response?.status === 400))) toast.warning(scheduleMessages.moveFailed);
        void query.refetch();
      } finally {
        setMoves((current) => current.filter((item) => item !== pending));
      }
  };

  const handleOwner = (owner: JobOrIntakeOption) => {
    if (!slot) return;
    const participant = slot.resourceId && slot.resourceId !== UNASSIGNED_RESOURCE ? [slot.resourceId] : state.who === 'me' && user.personnelContext ? [user.personnelContext] : [];
    setCreateDefaults({
      title: owner.title,
      appointmentType: owner.appointmentType,
      jobContext: owner.kind === 'job' ? owner.context : null,
      intakeContext: owner.kind === 'intake' ? owner.context : null,
      customerContext: owner.customerContext,
      addressContext: owner.addressContext,
      participantContexts: participant,
      start: slot.start,
      end: slot.end,
      allDay: slot.allDay,
    });
    setSlot(null);
    actions.openCreate();
  };

  // What the month and the time grid both take.
  const calendarProps = {
    date: calendarDate,
    events,
    canMove: has(schedulePermissions.update),
    canCreate: has(schedulePermissions.create),
    onSelectEvent: (event: CalendarEvent) => setSelected({ item: event.item, open: true }),
    onMove: (event: CalendarEvent, change: Slot) => void handleMove(event, change),
    onSelectSlot: setSlot,
  };

  if (!canRead) {
    return (
      <Box sx={{ p: { xs: 2, md: 3 } }}>
        <Alert severity="info">You do not have permission to view appointments.</Alert>
      </Box>
    );
  }

  return (
    <Box sx={{ p: { xs: 2, md: 3 }, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 1 }}>
      <ScheduleToolbar
        label={rangeLabel(view, date)}
        date={state.date}
        view={view}
        who={state.who}
        onToday={() => update({ date: localIsoDate(new Date()) })}
        onStep={(direction) => update({ date: localIsoDate(stepDate(view, date, direction)) })}
        onDate={(next) => parseLocalDate(next) && update({ date: next })}
        onView={(next) => update({ view: next })}
        onWho={(who) => update({ who })}
        {...(has(schedulePermissions.create) ? { onAddWeather: () => setAddingWeather(true) } : {})}
      />
      <Box sx={{ minHeight: 4 }}>{query.isFetching ? <LinearProgress aria-label="Loading the schedule" /> : null}</Box>
      {query.isError ? (
        <Alert severity="error" action={<Button color="inherit" size="small" onClick={() => void query.refetch()}>Retry</Button>}>
          The schedule could not be loaded.
        </Alert>
      ) : calendarView === 'agenda' ? (
        <ScheduleAgenda events={events} day={calendarDate} onSelect={(event) => setSelected({ item: event.item, open: true })} />
      ) : calendarView === 'month' ? (
        <Suspense fallback={<Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}><CircularProgress aria-label="Loading the calendar" /></Box>}>
          <ScheduleMonth {...calendarProps} onDrillDown={(next) => update({ date: localIsoDate(next), view: 'day' })} />
        </Suspense>
      ) : (
        <TimeGrid {...calendarProps} view={calendarView === 'week' ? 'week' : 'day'} resources={resources} />
      )}
      <ScheduleEventDialog
        item={selected.item}
        open={selected.open}
        onClose={closePopup}
        onAppointmentAction={(appointment, action) => {
          if (action !== 'edit' && action !== 'delete' && action !== 'viewSeries') closePopup();
          actions.handleAction(appointment, action);
        }}
      />
      <ScheduleOwnerDialog open={slot !== null} slotLabel={slot ? slotLabel(slot) : ''} onClose={() => setSlot(null)} onChosen={handleOwner} />
      <WeatherEventDialog open={addingWeather} date={state.date} onClose={() => setAddingWeather(false)} />
      {actions.dialogs}
    </Box>
  );
}
