import { http, HttpResponse } from 'msw';
import { endpoints } from '../../src/config/endpoints';
import { dailyScheduleRequestSchema, type Appointment as AppointmentView } from '../../src/lib/schemas/dashboard-schemas';
import { getDb } from '../db/store';
import type { Appointment } from '../db/types';
import { clientDay } from './client-time';
import { apiPath, clientTimezoneOffset, parseBody, requirePermission, requireUser } from './handler-utils';
import { addressView, createLookup, customerRef, personnelRef, picklistRef, type Lookup } from './record-refs';

function appointmentView(lookup: Lookup, appointment: Appointment): AppointmentView {
  const job = lookup.db.jobs.find((candidate) => candidate.context === appointment.jobContext);
  const customer = lookup.customer(appointment.customerContext);
  return {
    context: appointment.context,
    title: appointment.title,
    description: appointment.description,
    startDate: appointment.startDate,
    endDate: appointment.endDate,
    allDay: appointment.allDay,
    chainId: appointment.chainId,
    recurrenceRule: appointment.recurrenceRuleText ? { displayText: appointment.recurrenceRuleText } : null,
    job: job ? { context: job.context, name: job.name, jobStatus: picklistRef(lookup, job.jobStatusContext) } : null,
    intakeIdentifier: appointment.intakeContext ? { context: appointment.intakeContext } : null,
    customer: customer ? customerRef(lookup, customer) : null,
    address: addressView(lookup, appointment.addressContext),
    participants: appointment.participantContexts.flatMap((context) => {
      const person = personnelRef(lookup, context);
      return person ? [person] : [];
    }),
    workOrders: appointment.workOrderContexts.flatMap((context) => {
      const workOrder = lookup.db.workOrders.find((candidate) => candidate.context === context);
      return workOrder
        ? [{ filename: `WorkOrder-${workOrder.number}.pdf`, internalNotes: workOrder.internalNotes, workOrderIdentifier: { context: workOrder.context } }]
        : [];
    }),
    appointmentType: { text: appointment.appointmentType },
  };
}

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
