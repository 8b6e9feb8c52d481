import { endpoints } from '../../src/config/endpoints';
import { jobPermissions } from '../../src/lib/permission-codes';
import { jobMessages, jobUpdateRequestSchema } from '../../src/lib/schemas/job-schemas';
import {
  createRecurrenceRequestSchema,
  RECURRENCE_OCCURRENCES_MAX,
  recurrenceMessages,
  type RecurrenceChain,
} from '../../src/lib/schemas/job-recurrence-schemas';
import { randomUuid } from '../db/ids';
import type { MockDb } from '../db/mock-store';
import { occurrenceStarts, ruleDisplayText } from '../db/recurrence-rules';
import { getDb } from '../db/store';
import type { Appointment, Job, JobChain } from '../db/types';
import { compareKeys } from '../lib/text-order';
import { clientToday } from './client-time';
import { clientError, clientTimezoneOffset, notFound, validationError } from './handler-utils';
import { highestJobNumber } from './customer-handlers';
import { copyLines, propagateToFuture } from './job-recurrence-propagation';
import { saveJobUpdate } from './job-handlers';
import { jobRecord } from './job-views';
import { createLookup } from './record-refs';
import { issueMessages, route } from './route';

/**
 * Recurring jobs (spec 2 §2 Schedule, §4, §7 `JobRecurrence/…`): a chain of occurrences, each a job
 * with its own appointment, made from a rule expanded with rrule.
 */

/** The jobs of a chain in occurrence order: by their first appointment, else when they were made. */
export function chainJobs(db: MockDb, chainId: string): Job[] {
  const firstStart = (job: Job): string =>
    db.appointments
      .where('job', job.context)
      .map((appointment) => appointment.startDate)
      .sort(compareKeys)[0] ?? job.dateTime;
  const starts = new Map(db.jobs.where('chain', chainId).map((job) => [job, firstStart(job)]));
  return [...starts.keys()].sort((a, b) => compareKeys(starts.get(a)!, starts.get(b)!) || a.number - b.number);
}

export function chainView(db: MockDb, chainId: string): RecurrenceChain {
  const chain = db.jobChains.get(chainId);
  const lookup = createLookup(db);
  return {
    chainId,
    rule: chain?.rule ? { ...chain.rule, weekDays: [...chain.rule.weekDays] } : null,
    displayText: chain?.displayText ?? '',
    occurrences: chainJobs(db, chainId).map((job, index) => {
      const appointment = db.appointments.where('job', job.context).sort((a, b) => compareKeys(a.startDate, b.startDate))[0];
      return {
        occurrence: index + 1,
        jobContext: job.context,
        number: job.number,
        name: job.name,
        jobStatus: { context: job.jobStatusContext, text: lookup.picklist(job.jobStatusContext)?.text ?? '' },
        appointment: appointment ? { context: appointment.context, startDate: appointment.startDate, endDate: appointment.endDate, allDay: appointment.allDay } : null,
        changedInChain: job.changedInChain ?? false,
      };
    }),
  };
}

/** The chain's jobs after `job`. */
export function futureJobs(db: MockDb, job: Job): Job[] {
  if (!job.chainId) return [];
  const jobs = chainJobs(db, job.chainId);
  return jobs.slice(jobs.findIndex((candidate) => candidate.context === job.context) + 1);
}

const createRecurrence = route(
  'post',
  endpoints.jobRecurrence.create,
  { allow: jobPermissions.update, body: createRecurrenceRequestSchema, messages: issueMessages },
  ({ request, body }) => {
    const db = getDb();
    const job = db.jobs.get(body.context);
    if (!job) return notFound(jobMessages.notFound);
    if (job.chainId) return clientError(recurrenceMessages.alreadyRecurring);
    const duration = Date.parse(body.endDate) - Date.parse(body.startDate);
    if (duration <= 0) return validationError([recurrenceMessages.endBeforeStart]);
    if (body.participantContexts.some((context) => !db.personnel.has(context))) return validationError([recurrenceMessages.participantNotFound]);
    const offset = clientTimezoneOffset(request);
    const starts = occurrenceStarts(body.rule, body.startDate, offset, RECURRENCE_OCCURRENCES_MAX);
    if (starts.length > RECURRENCE_OCCURRENCES_MAX) return validationError([recurrenceMessages.tooMany]);
    if (starts.length === 0) return validationError([recurrenceMessages.none]);

    const chainId = randomUuid();
    const now = new Date().toISOString();
    const chain: JobChain = {
      chainId,
      rule: { ...body.rule, weekDays: [...body.rule.weekDays] },
      displayText: ruleDisplayText(body.rule, body.startDate, offset),
      startDate: body.startDate,
      endDate: body.endDate,
      allDay: body.allDay,
      participantContexts: [...new Set(body.participantContexts)],
      dateCreated: now,
    };
    db.jobChains.insert(chain);
    let number = highestJobNumber(db);
    starts.forEach((start, index) => {
      const occurrence: Job =
        index === 0
          ? { ...job, recurring: true, chainId, changedInChain: false, dateModified: now, version: job.version + 1 }
          : { ...job, context: randomUuid(), number: (number += 1), intakeContext: null, recurring: true, chainId, changedInChain: false, dateTime: now, dateModified: now, version: 1 };
      db.jobs.put(occurrence);
      if (index > 0) copyLines(db, job.context, occurrence.context);
      const appointment: Appointment = {
        context: randomUuid(),
        title: occurrence.name,
        description: occurrence.description,
        startDate: start,
        endDate: new Date(Date.parse(start) + duration).toISOString(),
        allDay: body.allDay,
        appointmentType: 'Job',
        jobContext: occurrence.context,
        intakeContext: null,
        customerContext: occurrence.serviceCustomerContext,
        addressContext: occurrence.serviceAddressContext,
        participantContexts: [...chain.participantContexts],
        chainId,
        recurrenceRuleText: chain.displayText,
        workOrderContexts: [],
      };
      db.appointments.insert(appointment);
    });
    return chainView(db, chainId);
  },
);

const getChain = route('get', endpoints.jobRecurrence.getChain, { allow: jobPermissions.read, context: recurrenceMessages.contextRequired }, ({ context }) => {
  const db = getDb();
  const job = db.jobs.get(context);
  if (!job) return notFound(jobMessages.notFound);
  if (!job.chainId) return clientError(recurrenceMessages.notRecurring);
  return chainView(db, job.chainId);
});

/** Saves this occurrence only: the others stay as they are; this one counts as changed in the chain. */
const updateThisJobOnly = route(
  'post',
  endpoints.jobRecurrence.updateThisJobOnly,
  { allow: jobPermissions.update, body: jobUpdateRequestSchema, messages: issueMessages },
  ({ request, user, body }) => {
    const saved = saveJobUpdate(user, body, { changedInChain: true });
    return saved instanceof Response ? saved : jobRecord(createLookup(getDb()), saved.after, user, clientToday(request));
  },
);

/**
 * Saves this occurrence and gives every later one of its chain the fields this save changed (and,
 * when the details changed, copies of this job's details; details on a document stay). Later
 * occurrences then count as unchanged.
 */
const updateThisAndAllFutureJobs = route(
  'post',
  endpoints.jobRecurrence.updateThisAndAllFutureJobs,
  { allow: jobPermissions.update, body: jobUpdateRequestSchema, messages: issueMessages },
  ({ request, user, body }) => {
    const db = getDb();
    const stored = db.jobs.get(body.context);
    if (stored && !stored.chainId) return clientError(recurrenceMessages.notRecurring);
    const future = stored ? futureJobs(db, stored) : [];
    const saved = saveJobUpdate(user, body, { changedInChain: false });
    if (saved instanceof Response) return saved;
    propagateToFuture(db, saved.before, saved.after, saved.linesChanged, future);
    return jobRecord(createLookup(db), saved.after, user, clientToday(request));
  },
);

/** Whether a later occurrence of the job's chain was edited on its own (then "Confirm Job Changes" asks first). */
const hasFutureChangesInChain = route(
  'get',
  endpoints.jobRecurrence.hasFutureChangesInChain,
  { allow: jobPermissions.read, context: recurrenceMessages.contextRequired },
  ({ context }) => {
    const db = getDb();
    const job = db.jobs.get(context);
    if (!job) return notFound(jobMessages.notFound);
    return futureJobs(db, job).some((candidate) => candidate.changedInChain === true);
  },
);

export const jobRecurrenceHandlers = [createRecurrence, getChain, updateThisJobOnly, updateThisAndAllFutureJobs, hasFutureChangesInChain];
