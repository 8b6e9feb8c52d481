import { endpoints } from '../../src/config/endpoints';
import { dailyScheduleRequestSchema } from '../../src/lib/schemas/dashboard-schemas';
import { isoDateSchema } from '../../src/lib/schemas/date-schemas';
import { scheduleRangeRequestSchema, type ScheduleRangeResponse, type ScheduleTask } from '../../src/lib/schemas/schedule-schemas';
import { getDb } from '../db/store';
import type { Task } from '../db/types';
import { clientDay } from './client-time';
import { compareKeys } from '../lib/text-order';
import { clientTimezoneOffset } from './handler-utils';
import { issueMessages, route } from './route';
import { appointmentView, byStart } from './appointment-view';
import { createLookup, personnelRef, type Lookup } from './record-refs';
import { weatherView } from './weather-handlers';

export const SCHEDULE_DATE_MESSAGE = 'The schedule date must be a real calendar date (yyyy-MM-dd).';

/** The request as the server checks it: the day strictly a calendar date (2026-02-30 does not roll over). */
const scheduleRequestSchema = dailyScheduleRequestSchema.extend({ date: isoDateSchema(SCHEDULE_DATE_MESSAGE) });

/** Appointments overlapping the client's local day; all-day ones first, then by start. */
const getDailySchedule = route('post', endpoints.schedule.getDailySchedule, { allow: 'SCHED_R', body: scheduleRequestSchema }, ({ request, body }) => {
  const day = clientDay(body.date, clientTimezoneOffset(request));
  const db = getDb();
  const lookup = createLookup(db);
  const appointments = db.appointments
    .all()
    .filter((appointment) => Date.parse(appointment.startDate) < day.end && Date.parse(appointment.endDate) > day.start)
    .filter((appointment) => body.assignedTo.length === 0 || appointment.participantContexts.some((context) => body.assignedTo.includes(context)))
    .sort((a, b) => Number(b.allDay) - Number(a.allDay) || compareKeys(a.startDate, b.startDate) || compareKeys(a.context, b.context));
  return appointments.map((appointment) => appointmentView(lookup, appointment));
});

function scheduleTask(lookup: Lookup, task: Task & { completeDate: string }): ScheduleTask {
  return {
    context: task.context,
    title: task.title,
    completeDate: task.completeDate,
    completeType: task.completeType,
    status: task.status,
    priority: task.priority,
    assignedTo: task.assignedToContext ? (personnelRef(lookup, task.assignedToContext) ?? null) : null,
  };
}

/**
 * The calendar's range [start, end): appointments overlapping it (of `assignedTo` when given), the
 * tasks due in it (tasks need TASK_R; of `assignedTo` when given) and its weather events.
 */
const getRange = route('post', endpoints.schedule.getRange, { allow: 'SCHED_R', body: scheduleRangeRequestSchema, messages: issueMessages }, ({ user, body }) => {
  const start = Date.parse(body.start);
  const end = Date.parse(body.end);
  const db = getDb();
  const lookup = createLookup(db);
  const wanted = new Set(body.assignedTo);
  const inRange = (moment: string) => {
    const at = Date.parse(moment);
    return at >= start && at < end;
  };
  const appointments = (wanted.size === 0 ? db.appointments.all() : [...new Set(body.assignedTo.flatMap((context) => db.appointments.where('participant', context)))])
    .filter((appointment) => Date.parse(appointment.startDate) < end && Date.parse(appointment.endDate) > start)
    .sort(byStart);
  const tasks = user.permissions.includes('TASK_R')
    ? db.tasks
        .all()
        .filter((task): task is Task & { completeDate: string } => task.completeDate !== null && inRange(task.completeDate))
        .filter((task) => wanted.size === 0 || (task.assignedToContext !== null && wanted.has(task.assignedToContext)))
        .sort((a, b) => compareKeys(a.completeDate, b.completeDate) || compareKeys(a.context, b.context))
    : [];
  const answer: ScheduleRangeResponse = {
    appointments: appointments.map((appointment) => appointmentView(lookup, appointment)),
    tasks: tasks.map((task) => scheduleTask(lookup, task)),
    weatherEvents: db.weatherEvents
      .all()
      .filter((event) => inRange(event.dateTime))
      .sort((a, b) => compareKeys(a.dateTime, b.dateTime) || compareKeys(a.context, b.context))
      .map(weatherView),
  };
  return answer;
});

export const scheduleHandlers = [getDailySchedule, getRange];
