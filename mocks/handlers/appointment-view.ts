import type { Appointment as AppointmentView } from '../../src/lib/schemas/dashboard-schemas';
import type { Appointment } from '../db/types';
import { compareKeys } from '../lib/text-order';
import { addressView, customerRef, personnelRef, picklistRef, type Lookup } from './record-refs';

/** An appointment as every appointment call answers it (`appointmentSchema`). */
export function appointmentView(lookup: Lookup, appointment: Appointment): AppointmentView {
  const job = lookup.db.jobs.get(appointment.jobContext);
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
      const workOrder = lookup.db.workOrders.get(context);
      return workOrder
        ? [{ filename: `WorkOrder-${workOrder.number}.pdf`, internalNotes: workOrder.internalNotes, workOrderIdentifier: { context: workOrder.context } }]
        : [];
    }),
    appointmentType: { text: appointment.appointmentType },
    version: appointment.version ?? 0,
    visitStatus: appointment.visitStatus ?? 'Scheduled',
  };
}

/** Earliest start first; ties by end, then context, so the order is stable. */
export function byStart(a: Appointment, b: Appointment): number {
  return compareKeys(a.startDate, b.startDate) || compareKeys(a.endDate, b.endDate) || compareKeys(a.context, b.context);
}
