import { HttpResponse } from 'msw';
import { endpoints } from '../../src/config/endpoints';
import {
  visitFinishRequestSchema,
  visitMessages,
  visitNoteRequestSchema,
  visitStepRequestSchema,
  type VisitStepResponse,
} from '../../src/lib/schemas/visit-schemas';
import { recordIntakeChange } from '../db/intake-history';
import type { MockDb } from '../db/mock-store';
import { getDb } from '../db/store';
import type { Appointment, MockUser } from '../db/types';
import { clientTimezoneOffset, notFound, validationError } from './handler-utils';
import { intakeHistoryFields, userDisplayName } from './intake-handlers';
import { createLookup } from './record-refs';
import { issueMessages, route } from './route';
import { runningTimers, startUserTimer } from './timesheet-handlers';
import { notifyOnMyWay, type VisitNotification } from './visit-notify';
import { appendNote } from './visit-text';
import { visitView } from './visit-views';

/**
 * The technician's steps through a visit (issue 17): On My Way, Start, Finish and work notes. Any
 * signed-in user with SCHED_R who is one of the appointment's participants may take them. Steps
 * carry the moment they were taken (a queued step keeps its own; a future one counts as now) and,
 * except notes, the appointment's version as the technician saw it: the office's edits bump it, so
 * a different one answers 409 with the visit as it now is. Steps never bump the version.
 */

/** A visit step's setting: the store, the appointment, who takes it and when. */
interface Step {
  db: MockDb;
  appointment: Appointment;
  user: MockUser;
  person: string;
  technician: string;
  /** The step's moment (ms), never later than now. */
  at: number;
  /** The client's `ClientTimezoneOffset`. */
  offset: number;
}

/** The step's setting, or the answer refusing it (404 unknown appointment, 400 not a participant, 409 stale version). */
function beginStep(request: Request, user: MockUser, body: { appointmentContext: string; at: string; version?: number }): Step | Response {
  const db = getDb();
  const appointment = db.appointments.get(body.appointmentContext.trim());
  if (!appointment) return notFound(visitMessages.appointmentNotFound);
  const person = user.personnelContext;
  if (!person || !appointment.participantContexts.includes(person)) return validationError([visitMessages.notAssigned]);
  if (body.version !== undefined && body.version !== (appointment.version ?? 0)) {
    return HttpResponse.json({ messages: [visitMessages.changedByOffice], current: visitView(createLookup(db), appointment, user) }, { status: 409 });
  }
  return {
    db,
    appointment,
    user,
    person,
    technician: userDisplayName(db, user),
    at: Math.min(Date.parse(body.at), Date.now()),
    offset: clientTimezoneOffset(request),
  };
}

function answer(step: Step, notified: VisitNotification | null = null): VisitStepResponse {
  const appointment = step.db.appointments.get(step.appointment.context) ?? step.appointment;
  return { visit: visitView(createLookup(step.db), appointment, step.user), notified };
}

function save(step: Step, changes: Partial<Appointment>): void {
  step.db.appointments.put({ ...step.appointment, ...changes });
}

/** Appends a work note to the job's internal notes (the intake's notes), bumping its version; sets the job's status when given. */
function writeToRecord(step: Step, note: string, jobStatusContext: string | null = null): void {
  const { db, appointment, at, offset, technician } = step;
  const text = note.trim();
  const modified = new Date().toISOString();
  const job = appointment.jobContext ? db.jobs.get(appointment.jobContext) : undefined;
  if (job) {
    const status = jobStatusContext ?? job.jobStatusContext;
    if (!text && status === job.jobStatusContext) return;
    db.jobs.put({
      ...job,
      internalNotes: text ? appendNote(job.internalNotes, text, at, offset, technician, 'html') : job.internalNotes,
      jobStatusContext: status,
      dateModified: modified,
      version: job.version + 1,
    });
    return;
  }
  const intake = appointment.intakeContext ? db.intakes.get(appointment.intakeContext) : undefined;
  if (!intake || !text) return;
  const notes = appendNote(intake.notes, text, at, offset, technician, 'text');
  db.intakes.put({ ...intake, notes, dateModified: modified, version: intake.version + 1 });
  recordIntakeChange(db, { intakeContext: intake.context, userName: technician, field: intakeHistoryFields.notes, oldValue: intake.notes, newValue: notes });
}

/** `Visit/OnMyWay`: On My Way, and the customer is told (email, else a text to their mobile). */
const onMyWay = route('post', endpoints.visit.onMyWay, { allow: 'SCHED_R', body: visitStepRequestSchema, messages: issueMessages }, ({ request, user, body }) => {
  const step = beginStep(request, user, body);
  if (step instanceof Response) return step;
  if ((step.appointment.visitStatus ?? 'Scheduled') !== 'Scheduled') return answer(step);
  save(step, { visitStatus: 'On My Way', onMyWayAt: new Date(step.at).toISOString() });
  return answer(step, notifyOnMyWay(step.db, step.appointment, user, step.technician, step.at, step.offset));
});

/** `Visit/Start`: In Progress; a job visit starts the technician's job timer (a running timer of theirs stops). */
const start = route('post', endpoints.visit.start, { allow: 'SCHED_R', body: visitStepRequestSchema, messages: issueMessages }, ({ request, user, body }) => {
  const step = beginStep(request, user, body);
  if (step instanceof Response) return step;
  const status = step.appointment.visitStatus ?? 'Scheduled';
  if (status === 'In Progress' || status === 'Completed') return answer(step);
  save(step, { visitStatus: 'In Progress', startedAt: new Date(step.at).toISOString() });
  const jobContext = step.appointment.jobContext;
  if (jobContext && step.db.jobs.has(jobContext)) startUserTimer(step.person, { jobContext, taskContext: null, entryType: 'Job' }, new Date(step.at));
  return answer(step);
});

/** `Visit/Finish`: Completed; stops the job timer, appends the work notes and sets the job's status. */
const finish = route('post', endpoints.visit.finish, { allow: 'SCHED_R', body: visitFinishRequestSchema, messages: issueMessages }, ({ request, user, body }) => {
  if (body.jobStatusContext !== null) {
    const entry = getDb().picklists.get(body.jobStatusContext);
    if (entry?.kind !== 'JobStatus' || !entry.active) return validationError([visitMessages.statusNotFound]);
  }
  const step = beginStep(request, user, body);
  if (step instanceof Response) return step;
  if (step.appointment.visitStatus === 'Completed') return answer(step);
  const finishedAt = new Date(step.at).toISOString();
  save(step, { visitStatus: 'Completed', finishedAt });
  const jobContext = step.appointment.jobContext;
  if (jobContext) {
    for (const entry of runningTimers(step.person).filter((item) => item.jobContext === jobContext)) {
      step.db.timesheetEntries.put({ ...entry, endDate: new Date(Math.max(step.at, Date.parse(entry.startDate))).toISOString() });
    }
  }
  writeToRecord(step, body.workNotes, jobContext ? body.jobStatusContext : null);
  return answer(step);
});

/** `Visit/AddNote`: a work note appended to the job's internal notes (the intake's notes). */
const addNote = route('post', endpoints.visit.addNote, { allow: 'SCHED_R', body: visitNoteRequestSchema, messages: issueMessages }, ({ request, user, body }) => {
  const step = beginStep(request, user, body);
  if (step instanceof Response) return step;
  writeToRecord(step, body.note);
  return answer(step);
});

export const visitHandlers = [onMyWay, start, finish, addNote];
