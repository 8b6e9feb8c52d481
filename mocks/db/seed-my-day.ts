import { emptyFormValues } from '../../src/lib/schemas/form-schemas';
import { customerContext } from './seed-customers';
import { formTemplateContext } from './seed-forms';
import { seededUuid } from './ids';
import { addMinutes, localMidnight, localTime } from './seed-helpers';
import { picklistContext } from './seed-picklists';
import { personnelContexts } from './seed-personnel';
import type { FormInstance } from './form-types';
import type { Appointment, Customer, MockData } from './types';

/**
 * Theo Tech's day on a phone (issue 17). Today he has timed job visits (seed-schedule.ts places
 * them); this makes sure that:
 * - the first job visit's customer has notes, and its service address a gate code, and the job a
 *   Customer Sign-Off form (signature field) to fill;
 * - a second job visit today goes to a customer with only a mobile number (Greg Lindqvist), so On
 *   My Way sends a text instead of an email; its job has a blank Customer Sign-Off too;
 * - a task of his with a checklist is due today.
 * Applied after every other part of the small seed is built, so nothing else moves.
 */

const { tech } = personnelContexts;
const TEXT_ONLY_CUSTOMER = customerContext('lindqvist');
export const MY_DAY_CUSTOMER_NOTES = 'Prefers text before arrival. Dog in the back yard.';
export const MY_DAY_GATE_CODE = 'Gate code 4512#';
export const MY_DAY_SIGN_OFF_CONTEXT = seededUuid('form-instance:my-day-sign-off');
export const MY_DAY_TEXT_VISIT_CONTEXT = seededUuid('appointment:my-day:text-only');
export const MY_DAY_TEXT_SIGN_OFF_CONTEXT = seededUuid('form-instance:my-day-text-sign-off');

const DAY_START_HOUR = 7;
const DAY_END_HOUR = 17;
const TRAVEL_MINUTES = 30;
const VISIT_MINUTES = 60;

interface Slot {
  start: number;
  end: number;
}

/** The first free hour today (on the half hour, with travel time either side), or `null`. */
function freeSlot(now: Date, busy: readonly Slot[]): Slot | null {
  const close = localTime(now, 0, DAY_END_HOUR).getTime();
  for (let cursor = localTime(now, 0, DAY_START_HOUR); ; cursor = addMinutes(cursor, 30)) {
    const slot = { start: cursor.getTime(), end: addMinutes(cursor, VISIT_MINUTES).getTime() };
    if (slot.end > close) return null;
    const margin = TRAVEL_MINUTES * 60_000;
    if (!busy.some((other) => slot.start - margin < other.end && other.start < slot.end + margin)) return slot;
  }
}

function withAddressNotes(customer: Customer, addressContext: string | null): Customer {
  return {
    ...customer,
    notes: customer.notes.trim() ? customer.notes : MY_DAY_CUSTOMER_NOTES,
    addresses: customer.addresses.map((address) => {
      if (address.context !== addressContext || address.notes?.includes(MY_DAY_GATE_CODE)) return address;
      return { ...address, notes: address.notes ? `${MY_DAY_GATE_CODE}. ${address.notes}` : `${MY_DAY_GATE_CODE}. Ring the bell at the side door.` };
    }),
  };
}

/** The form instances with a blank Customer Sign-Off added to the job (a form to fill on the visit). */
function withSignOff(data: MockData, formInstances: FormInstance[], context: string, jobContext: string, created: Date): FormInstance[] {
  const template = data.formTemplates.find((item) => item.context === formTemplateContext('customer-sign-off'));
  if (!template) return formInstances;
  const fields = template.fields.map((field) => ({ ...field, options: [...field.options] }));
  const at = created.toISOString();
  return [
    ...formInstances,
    {
      context,
      templateContext: template.context,
      name: template.name,
      fields,
      ownerKind: 'Job',
      ownerContext: jobContext,
      values: emptyFormValues(fields),
      dateCreated: at,
      dateModified: at,
      createdByName: 'Olivia Office',
      modifiedByName: 'Olivia Office',
      version: 1,
    },
  ];
}

/** The small seed with Theo Tech's day made ready (see above). */
export function withTechnicianDay(now: Date, data: MockData): MockData {
  const dayStart = localMidnight(now).getTime();
  const dayEnd = localMidnight(now, 1).getTime();
  const today = data.appointments
    .filter((item) => !item.allDay && item.participantContexts.includes(tech))
    .filter((item) => Date.parse(item.startDate) < dayEnd && Date.parse(item.endDate) > dayStart)
    .sort((a, b) => Date.parse(a.startDate) - Date.parse(b.startDate));
  let { customers, appointments, formInstances, tasks } = data;

  const first = today.find((item) => item.jobContext !== null);
  if (first) {
    customers = customers.map((customer) => (customer.context === first.customerContext ? withAddressNotes(customer, first.addressContext) : customer));
    if (first.jobContext) formInstances = withSignOff(data, formInstances, MY_DAY_SIGN_OFF_CONTEXT, first.jobContext, new Date(Math.min(dayStart, now.getTime())));
  }

  const closed = new Set([picklistContext('JobStatus', 'Complete'), picklistContext('JobStatus', 'Cancelled')]);
  const textJob = data.jobs.find((job) => job.serviceCustomerContext === TEXT_ONLY_CUSTOMER && !job.recurring && !closed.has(job.jobStatusContext));
  const slot = freeSlot(now, today.map((item) => ({ start: Date.parse(item.startDate), end: Date.parse(item.endDate) })));
  if (textJob && slot) {
    customers = customers.map((customer) => (customer.context === TEXT_ONLY_CUSTOMER ? { ...customer, emailList: [] } : customer));
    const visit: Appointment = {
      context: MY_DAY_TEXT_VISIT_CONTEXT,
      title: textJob.name,
      description: textJob.description,
      startDate: new Date(slot.start).toISOString(),
      endDate: new Date(slot.end).toISOString(),
      allDay: false,
      appointmentType: 'Job',
      jobContext: textJob.context,
      intakeContext: null,
      customerContext: textJob.serviceCustomerContext,
      addressContext: textJob.serviceAddressContext,
      participantContexts: [tech],
      chainId: null,
      recurrenceRuleText: null,
      workOrderContexts: [],
      version: 1,
    };
    appointments = [...appointments, visit];
    formInstances = withSignOff(data, formInstances, MY_DAY_TEXT_SIGN_OFF_CONTEXT, textJob.context, new Date(Math.min(dayStart, now.getTime())));
  }

  // His open task with a checklist that is due soonest is due today, at the end of the day.
  const due = tasks
    .filter((task) => task.assignedToContext === tech && task.status !== 'Complete' && task.checklist.length > 0)
    .sort((a, b) => (a.completeDate ?? '').localeCompare(b.completeDate ?? ''))[0];
  if (due) {
    const completeDate = localTime(now, 0, DAY_END_HOUR).toISOString();
    tasks = tasks.map((task) => (task.context === due.context ? { ...task, completeDate } : task));
  }

  return { ...data, customers, appointments, formInstances, tasks };
}
