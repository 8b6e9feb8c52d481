import { endpoints } from '../../src/config/endpoints';
import {
  APPOINTMENT_NOT_FOUND_TEXT,
  appointmentCreateRequestSchema,
  appointmentMessages,
  appointmentUpdateRequestSchema,
} from '../../src/lib/schemas/appointment-schemas';
import { randomUuid } from '../db/ids';
import { recordIntakeChange } from '../db/intake-history';
import type { MockDb } from '../db/mock-store';
import { getDb } from '../db/store';
import type { Appointment } from '../db/types';
import { appointmentView, byStart } from './appointment-view';
import { syncWorkOrderStatuses, workOrderProblems } from './appointment-work-orders';
import { clientTimezoneOffset, conflictError, notFound, ok, validationError } from './handler-utils';
import { userDisplayName } from './intake-handlers';
import { createLookup } from './record-refs';
import { issueMessages, route } from './route';

const MINUTE_MS = 60_000;

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/** `MM/dd/yyyy` and `h:mm AM` of a moment in the client's time zone. */
function clientParts(iso: string, offsetMinutes: number): { date: string; time: string } {
  const local = new Date(Date.parse(iso) - offsetMinutes * MINUTE_MS);
  const hours = local.getUTCHours();
  return {
    date: `${pad(local.getUTCMonth() + 1)}/${pad(local.getUTCDate())}/${local.getUTCFullYear()}`,
    time: `${hours % 12 === 0 ? 12 : hours % 12}:${pad(local.getUTCMinutes())} ${hours < 12 ? 'AM' : 'PM'}`,
  };
}

/** The appointment in one line for the intake history, e.g. `Estimate 06/12/2026 9:00 AM – 10:00 AM: Roof estimate`. */
export function appointmentSummary(appointment: Pick<Appointment, 'appointmentType' | 'title' | 'startDate' | 'endDate' | 'allDay'>, offsetMinutes: number): string {
  const start = clientParts(appointment.startDate, offsetMinutes);
  let when: string;
  if (appointment.allDay) {
    // All-day appointments end at midnight after their last day.
    const last = clientParts(new Date(Date.parse(appointment.endDate) - 1).toISOString(), offsetMinutes);
    when = last.date === start.date ? `${start.date} All Day` : `${start.date} \u2013 ${last.date} All Day`;
  } else {
    const end = clientParts(appointment.endDate, offsetMinutes);
    when = end.date === start.date ? `${start.date} ${start.time} \u2013 ${end.time}` : `${start.date} ${start.time} \u2013 ${end.date} ${end.time}`;
  }
  return `${appointment.appointmentType} ${when}: ${appointment.title}`;
}

/** 400 messages for participants that do not exist, or are inactive and not already on the appointment. */
function participantProblems(db: MockDb, contexts: readonly string[], alreadyAssigned: readonly string[] = []): string[] {
  const problems = new Set<string>();
  for (const context of contexts) {
    const person = db.personnel.get(context);
    if (!person) problems.add(appointmentMessages.participantNotFound);
    else if (!person.active && !alreadyAssigned.includes(context)) problems.add(appointmentMessages.participantInactive);
  }
  return [...problems];
}

function answerList(db: MockDb, appointments: Appointment[]) {
  const lookup = createLookup(db);
  return [...appointments].sort(byStart).map((appointment) => appointmentView(lookup, appointment));
}

/** Every appointment of an intake record, earliest first. */
const getAllByIntakeContext = route(
  'get',
  endpoints.appointment.getAllByIntakeContext,
  { allow: 'SCHED_R', context: appointmentMessages.ownerContextRequired },
  ({ context }) => {
    const db = getDb();
    if (!db.intakes.has(context)) return notFound(appointmentMessages.intakeNotFound);
    return answerList(db, db.appointments.where('intake', context));
  },
);

/**
 * Every appointment of a job, earliest first. With `series=true` the appointments of every job of the
 * job's recurrence chain (the recurrence series) instead.
 */
const getAllByJobContext = route(
  'get',
  endpoints.appointment.getAllByJobContext,
  { allow: 'SCHED_R', context: appointmentMessages.ownerContextRequired },
  ({ context, query }) => {
    const db = getDb();
    const job = db.jobs.get(context);
    if (!job) return notFound(appointmentMessages.jobNotFound);
    const { chainId } = job;
    if (query.get('series') !== 'true' || !chainId) return answerList(db, db.appointments.where('job', context));
    const found = new Map(db.appointments.where('chain', chainId).map((appointment) => [appointment.context, appointment]));
    for (const chained of db.jobs.where('chain', chainId)) {
      for (const appointment of db.appointments.where('job', chained.context)) found.set(appointment.context, appointment);
    }
    return answerList(db, [...found.values()]);
  },
);

const getByContext = route('get', endpoints.appointment.get, { allow: 'SCHED_R', context: appointmentMessages.contextRequired }, ({ context }) => {
  const db = getDb();
  const appointment = db.appointments.get(context);
  return appointment ? appointmentView(createLookup(db), appointment) : notFound(APPOINTMENT_NOT_FOUND_TEXT);
});

/**
 * Schedules an appointment for an intake or a job. Customer and address default to the owner's;
 * a Pending intake becomes Scheduled. Intake appointments are written to the intake history.
 */
const create = route(
  'post',
  endpoints.appointment.create,
  { allow: 'SCHED_C', body: appointmentCreateRequestSchema, messages: issueMessages },
  ({ request, user, body }) => {
    const db = getDb();
    const lookup = createLookup(db);
    const intake = db.intakes.get(body.intakeContext);
    const job = db.jobs.get(body.jobContext);
    const problems: string[] = [];
    if (body.intakeContext && !intake) problems.push(appointmentMessages.intakeNotFound);
    if (body.jobContext && !job) problems.push(appointmentMessages.jobNotFound);
    problems.push(...participantProblems(db, body.participantContexts));
    problems.push(...workOrderProblems(db, job?.context ?? null, body.workOrderContexts ?? []));
    const customerContext = body.customerContext ?? intake?.customerContext ?? job?.serviceCustomerContext ?? null;
    const addressContext = body.customerContext
      ? body.addressContext
      : (body.addressContext ?? intake?.serviceAddressContext ?? job?.serviceAddressContext ?? null);
    const customer = lookup.customer(customerContext);
    if (customerContext && !customer) problems.push(appointmentMessages.customerNotFound);
    if (customer && addressContext && !customer.addresses.some((address) => address.context === addressContext)) {
      problems.push(appointmentMessages.addressNotFound);
    }
    if (problems.length > 0) return validationError(problems);

    const offset = clientTimezoneOffset(request);
    const appointment = db.appointments.insert({
      context: randomUuid(),
      title: body.title.trim(),
      description: body.description,
      startDate: new Date(body.startDate).toISOString(),
      endDate: new Date(body.endDate).toISOString(),
      allDay: body.allDay,
      appointmentType: body.appointmentType,
      jobContext: job?.context ?? null,
      intakeContext: intake?.context ?? null,
      customerContext,
      addressContext,
      participantContexts: [...body.participantContexts],
      chainId: null,
      recurrenceRuleText: null,
      workOrderContexts: [...(body.workOrderContexts ?? [])],
      version: 1,
    });
    syncWorkOrderStatuses(db, user, null, appointment);
    if (intake) {
      const userName = userDisplayName(db, user);
      const now = new Date();
      recordIntakeChange(db, { intakeContext: intake.context, userName, field: 'Appointment', oldValue: '', newValue: appointmentSummary(appointment, offset), at: now });
      if (intake.status === 'Pending') {
        db.intakes.put({ ...intake, status: 'Scheduled', dateModified: now.toISOString(), version: intake.version + 1 });
        recordIntakeChange(db, { intakeContext: intake.context, userName, field: 'Status', oldValue: 'Pending', newValue: 'Scheduled', at: now });
      }
    }
    return appointmentView(lookup, appointment);
  },
);

/** Changes title, description, type, dates, all day and participants; owner, customer and address stay. */
const update = route(
  'post',
  endpoints.appointment.update,
  { allow: 'SCHED_U', body: appointmentUpdateRequestSchema, messages: issueMessages },
  ({ request, user, body }) => {
    const db = getDb();
    const existing = db.appointments.get(body.context);
    if (!existing) return notFound(APPOINTMENT_NOT_FOUND_TEXT);
    if (body.version !== undefined && body.version !== (existing.version ?? 0)) return conflictError(appointmentMessages.changedMeanwhile);
    const problems = participantProblems(db, body.participantContexts, existing.participantContexts);
    if (existing.intakeContext && body.appointmentType === 'Job') problems.push(appointmentMessages.intakeType);
    problems.push(...workOrderProblems(db, existing.jobContext, body.workOrderContexts ?? [], existing.workOrderContexts));
    if (problems.length > 0) return validationError(problems);

    const offset = clientTimezoneOffset(request);
    const before = appointmentSummary(existing, offset);
    const otherChanges = [
      existing.description !== body.description ? 'description' : null,
      existing.participantContexts.join() !== body.participantContexts.join() ? 'participants' : null,
    ].filter((change) => change !== null);
    const saved = db.appointments.put({
      ...existing,
      title: body.title.trim(),
      description: body.description,
      appointmentType: body.appointmentType,
      allDay: body.allDay,
      startDate: new Date(body.startDate).toISOString(),
      endDate: new Date(body.endDate).toISOString(),
      participantContexts: [...body.participantContexts],
      workOrderContexts: body.workOrderContexts ? [...body.workOrderContexts] : existing.workOrderContexts,
      version: (existing.version ?? 0) + 1,
    });
    syncWorkOrderStatuses(db, user, existing, saved);
    const after = appointmentSummary(saved, offset);
    const changed = after !== before || otherChanges.length > 0;
    if (changed && saved.intakeContext && db.intakes.has(saved.intakeContext)) {
      recordIntakeChange(db, {
        intakeContext: saved.intakeContext,
        userName: userDisplayName(db, user),
        field: 'Appointment',
        oldValue: before,
        newValue: after === before ? `${after} (${otherChanges.join(' and ')} changed)` : after,
      });
    }
    return appointmentView(createLookup(db), saved);
  },
);

const remove = route('delete', endpoints.appointment.delete, { allow: 'SCHED_D', context: appointmentMessages.contextRequired }, ({ request, user, context }) => {
  const db = getDb();
  const existing = db.appointments.get(context);
  if (!existing) return notFound(APPOINTMENT_NOT_FOUND_TEXT);
  const offset = clientTimezoneOffset(request);
  db.appointments.remove(context);
  syncWorkOrderStatuses(db, user, existing, null);
  if (existing.intakeContext && db.intakes.has(existing.intakeContext)) {
    recordIntakeChange(db, {
      intakeContext: existing.intakeContext,
      userName: userDisplayName(db, user),
      field: 'Appointment',
      oldValue: appointmentSummary(existing, offset),
      newValue: '',
    });
  }
  return ok();
});

export const appointmentHandlers = [getAllByIntakeContext, getAllByJobContext, getByContext, create, update, remove];
