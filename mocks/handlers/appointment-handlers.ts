import { http, HttpResponse } from 'msw';
import { endpoints } from '../../src/config/endpoints';
import {
  APPOINTMENT_NOT_FOUND_TEXT,
  appointmentCreateRequestSchema,
  appointmentMessages,
  appointmentUpdateRequestSchema,
} from '../../src/lib/schemas/appointment-schemas';
import { randomUuid } from '../db/ids';
import { recordIntakeChange } from '../db/intake-history';
import { personnelName } from '../db/record-views';
import { getDb, updateDb } from '../db/store';
import type { Appointment, MockDb, MockUser } from '../db/types';
import { appointmentView, byStart } from './appointment-view';
import { clientTimezoneOffset, apiPath, notFound, ok, requirePermission, requireUser, validationError } from './handler-utils';
import { contextParameter, parseRecordBody } from './location-handlers';
import { createLookup } from './record-refs';

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

function userDisplayName(db: MockDb, user: MockUser): string {
  const person = db.personnel.find((item) => item.context === user.personnelContext);
  return person ? personnelName(person) : `${user.firstName} ${user.lastName}`;
}

/** 400 messages for participants that do not exist, or are inactive and not already on the appointment. */
function participantProblems(db: MockDb, contexts: readonly string[], alreadyAssigned: readonly string[] = []): string[] {
  const problems = new Set<string>();
  for (const context of contexts) {
    const person = db.personnel.find((item) => item.context === context);
    if (!person) problems.add(appointmentMessages.participantNotFound);
    else if (!person.active && !alreadyAssigned.includes(context)) problems.add(appointmentMessages.participantInactive);
  }
  return [...problems];
}

function answerList(db: MockDb, appointments: Appointment[]): Response {
  const lookup = createLookup(db);
  return HttpResponse.json([...appointments].sort(byStart).map((appointment) => appointmentView(lookup, appointment)));
}

/** The signed-in user with `permission`, or the 401/403 answer. */
function authorize(request: Request, permission: string): MockUser | Response {
  const user = requireUser(request);
  if (user instanceof Response) return user;
  return requirePermission(user, permission) ?? user;
}

/** Every appointment of an intake record, earliest first. */
const getAllByIntakeContext = http.get(apiPath(endpoints.appointment.getAllByIntakeContext), ({ request }) => {
  const user = authorize(request, 'SCHED_R');
  if (user instanceof Response) return user;
  const context = contextParameter(request, appointmentMessages.ownerContextRequired);
  if (context instanceof Response) return context;
  const db = getDb();
  if (!db.intakes.some((intake) => intake.context === context)) return notFound(appointmentMessages.intakeNotFound);
  return answerList(db, db.appointments.filter((appointment) => appointment.intakeContext === context));
});

/**
 * Every appointment of a job, earliest first. With `series=true` the appointments of every job of the
 * job's recurrence chain (the recurrence series) instead.
 */
const getAllByJobContext = http.get(apiPath(endpoints.appointment.getAllByJobContext), ({ request }) => {
  const user = authorize(request, 'SCHED_R');
  if (user instanceof Response) return user;
  const context = contextParameter(request, appointmentMessages.ownerContextRequired);
  if (context instanceof Response) return context;
  const db = getDb();
  const job = db.jobs.find((candidate) => candidate.context === context);
  if (!job) return notFound(appointmentMessages.jobNotFound);
  const series = new URL(request.url).searchParams.get('series') === 'true';
  const { chainId } = job;
  const found =
    series && chainId
      ? db.appointments.filter(
          (appointment) =>
            appointment.chainId === chainId || db.jobs.some((candidate) => candidate.chainId === chainId && candidate.context === appointment.jobContext),
        )
      : db.appointments.filter((appointment) => appointment.jobContext === context);
  return answerList(db, found);
});

const getByContext = http.get(apiPath(endpoints.appointment.get), ({ request }) => {
  const user = authorize(request, 'SCHED_R');
  if (user instanceof Response) return user;
  const context = contextParameter(request, appointmentMessages.contextRequired);
  if (context instanceof Response) return context;
  const db = getDb();
  const appointment = db.appointments.find((candidate) => candidate.context === context);
  return appointment ? HttpResponse.json(appointmentView(createLookup(db), appointment)) : notFound(APPOINTMENT_NOT_FOUND_TEXT);
});

/**
 * Schedules an appointment for an intake or a job. Customer and address default to the owner's;
 * a Pending intake becomes Scheduled. Intake appointments are written to the intake history.
 */
const create = http.post(apiPath(endpoints.appointment.create), async ({ request }) => {
  const user = authorize(request, 'SCHED_C');
  if (user instanceof Response) return user;
  const body = await parseRecordBody(request, appointmentCreateRequestSchema);
  if (body instanceof Response) return body;
  const db = getDb();
  const lookup = createLookup(db);
  const intake = body.intakeContext ? db.intakes.find((candidate) => candidate.context === body.intakeContext) : undefined;
  const job = body.jobContext ? db.jobs.find((candidate) => candidate.context === body.jobContext) : undefined;
  const problems: string[] = [];
  if (body.intakeContext && !intake) problems.push(appointmentMessages.intakeNotFound);
  if (body.jobContext && !job) problems.push(appointmentMessages.jobNotFound);
  problems.push(...participantProblems(db, body.participantContexts));
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
  const saved = updateDb((state) => {
    const appointment: Appointment = {
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
      workOrderContexts: [],
    };
    state.appointments.push(appointment);
    if (intake) {
      const userName = userDisplayName(state, user);
      const now = new Date();
      recordIntakeChange(state, { intakeContext: intake.context, userName, field: 'Appointment', oldValue: '', newValue: appointmentSummary(appointment, offset), at: now });
      if (intake.status === 'Pending') {
        intake.status = 'Scheduled';
        intake.dateModified = now.toISOString();
        intake.version += 1;
        recordIntakeChange(state, { intakeContext: intake.context, userName, field: 'Status', oldValue: 'Pending', newValue: 'Scheduled', at: now });
      }
    }
    return appointment;
  });
  return HttpResponse.json(appointmentView(createLookup(getDb()), saved));
});

/** Changes title, description, type, dates, all day and participants; owner, customer and address stay. */
const update = http.post(apiPath(endpoints.appointment.update), async ({ request }) => {
  const user = authorize(request, 'SCHED_U');
  if (user instanceof Response) return user;
  const body = await parseRecordBody(request, appointmentUpdateRequestSchema);
  if (body instanceof Response) return body;
  const db = getDb();
  const existing = db.appointments.find((candidate) => candidate.context === body.context);
  if (!existing) return notFound(APPOINTMENT_NOT_FOUND_TEXT);
  const problems = participantProblems(db, body.participantContexts, existing.participantContexts);
  if (existing.intakeContext && body.appointmentType === 'Job') problems.push(appointmentMessages.intakeType);
  if (problems.length > 0) return validationError(problems);

  const offset = clientTimezoneOffset(request);
  const saved = updateDb((state) => {
    const before = appointmentSummary(existing, offset);
    const otherChanges = [
      existing.description !== body.description ? 'description' : null,
      existing.participantContexts.join() !== body.participantContexts.join() ? 'participants' : null,
    ].filter((change) => change !== null);
    Object.assign(existing, {
      title: body.title.trim(),
      description: body.description,
      appointmentType: body.appointmentType,
      allDay: body.allDay,
      startDate: new Date(body.startDate).toISOString(),
      endDate: new Date(body.endDate).toISOString(),
      participantContexts: [...body.participantContexts],
    } satisfies Partial<Appointment>);
    const after = appointmentSummary(existing, offset);
    const changed = after !== before || otherChanges.length > 0;
    if (changed && existing.intakeContext && state.intakes.some((intake) => intake.context === existing.intakeContext)) {
      recordIntakeChange(state, {
        intakeContext: existing.intakeContext,
        userName: userDisplayName(state, user),
        field: 'Appointment',
        oldValue: before,
        newValue: after === before ? `${after} (${otherChanges.join(' and ')} changed)` : after,
      });
    }
    return existing;
  });
  return HttpResponse.json(appointmentView(createLookup(getDb()), saved));
});

const remove = http.delete(apiPath(endpoints.appointment.delete), ({ request }) => {
  const user = authorize(request, 'SCHED_D');
  if (user instanceof Response) return user;
  const context = contextParameter(request, appointmentMessages.contextRequired);
  if (context instanceof Response) return context;
  const existing = getDb().appointments.find((candidate) => candidate.context === context);
  if (!existing) return notFound(APPOINTMENT_NOT_FOUND_TEXT);
  const offset = clientTimezoneOffset(request);
  updateDb((state) => {
    state.appointments = state.appointments.filter((candidate) => candidate.context !== context);
    if (existing.intakeContext && state.intakes.some((intake) => intake.context === existing.intakeContext)) {
      recordIntakeChange(state, {
        intakeContext: existing.intakeContext,
        userName: userDisplayName(state, user),
        field: 'Appointment',
        oldValue: appointmentSummary(existing, offset),
        newValue: '',
      });
    }
  });
  return ok();
});

export const appointmentHandlers = [getAllByIntakeContext, getAllByJobContext, getByContext, create, update, remove];
