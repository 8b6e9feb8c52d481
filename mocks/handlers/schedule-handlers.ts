import { endpoints } from '../../src/config/endpoints';
import { dailyScheduleRequestSchema } from '../../src/lib/schemas/dashboard-schemas';
import { isoDateSchema } from '../../src/lib/schemas/date-schemas';
import { getDb } from '../db/store';
import { clientDay } from './client-time';
import { compareKeys } from '../lib/text-order';
import { clientTimezoneOffset } from './handler-utils';
import { route } from './route';
import { appointmentView } from './appointment-view';
import { createLookup } from './record-refs';

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

export const scheduleHandlers = [getDailySchedule];
