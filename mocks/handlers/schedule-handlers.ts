import { http, HttpResponse } from 'msw';
import { endpoints } from '../../src/config/endpoints';
import { dailyScheduleRequestSchema } from '../../src/lib/schemas/dashboard-schemas';
import { getDb } from '../db/store';
import { clientDay } from './client-time';
import { apiPath, clientTimezoneOffset, parseBody, requirePermission, requireUser } from './handler-utils';
import { appointmentView } from './appointment-view';
import { createLookup } from './record-refs';

/** Appointments overlapping the client's local day; all-day ones first, then by start. */
const getDailySchedule = http.post(apiPath(endpoints.schedule.getDailySchedule), async ({ request }) => {
  const user = requireUser(request);
  if (user instanceof Response) return user;
  const denied = requirePermission(user, 'SCHED_R');
  if (denied) return denied;
  const body = await parseBody(request, dailyScheduleRequestSchema);
  if (body instanceof Response) return body;
  const day = clientDay(body.date, clientTimezoneOffset(request));
  const db = getDb();
  const lookup = createLookup(db);
  const appointments = db.appointments
    .filter((appointment) => Date.parse(appointment.startDate) < day.end && Date.parse(appointment.endDate) > day.start)
    .filter((appointment) => body.assignedTo.length === 0 || appointment.participantContexts.some((context) => body.assignedTo.includes(context)))
    .sort((a, b) => Number(b.allDay) - Number(a.allDay) || a.startDate.localeCompare(b.startDate) || a.context.localeCompare(b.context));
  return HttpResponse.json(appointments.map((appointment) => appointmentView(lookup, appointment)));
});

export const scheduleHandlers = [getDailySchedule];
