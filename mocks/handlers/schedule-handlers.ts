import { endpoints } from '../../src/config/endpoints';
import { dailyScheduleRequestSchema } from '../../src/lib/schemas/dashboard-schemas';
import { getDb } from '../db/store';
import { clientDay } from './client-time';
import { compareKeys } from '../lib/text-order';
import { clientTimezoneOffset } from './handler-utils';
import { route } from './route';
import { appointmentView } from './appointment-view';
import { createLookup } from './record-refs';

/** Appointments overlapping the client's local day; all-day ones first, then by start. */
const getDailySchedule = route('post', endpoints.schedule.getDailySchedule, { allow: 'SCHED_R', body: dailyScheduleRequestSchema }, ({ request, body }) => {
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
