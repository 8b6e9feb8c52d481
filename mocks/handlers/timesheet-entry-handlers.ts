import { endpoints } from '../../src/config/endpoints';
import { taskPermissions, jobPermissions, timesheetAdminPermission } from '../../src/lib/permission-codes';
import {
  timesheetCreateRequestSchema,
  timesheetMessages,
  timesheetSearchRequestSchema,
  timesheetUpdateRequestSchema,
  type TimesheetCreateRequest,
  type TimesheetRow,
  type TimesheetSearchResponse,
} from '../../src/lib/schemas/timesheet-schemas';
import { randomUuid } from '../db/ids';
import type { MockDb } from '../db/mock-store';
import { round2 } from '../db/seed-helpers';
import { getDb } from '../db/store';
import type { MockUser, TimesheetEntry } from '../db/types';
import { compareKeys } from '../lib/text-order';
import { clientError, clientTimezoneOffset, forbidden, notFound, ok, requirePermission, validationError } from './handler-utils';
import { createLookup, type Lookup } from './record-refs';
import { issueMessages, route } from './route';
import { entryView } from './timesheet-handlers';

/**
 * The timesheet screen's calls (issue 16): a period's entries, and entries added, changed and deleted
 * by hand. Everyone sees and changes their own; administrators everyone's. Entries of one person never
 * overlap, end after they start, last at most 24 hours and do not end in the future.
 */

const MINUTE_MS = 60_000;
const isAdmin = (user: MockUser) => user.permissions.includes(timesheetAdminPermission);

function rowView(lookup: Lookup, entry: TimesheetEntry, now: number): TimesheetRow {
  return { ...entryView(lookup, entry, now), notes: entry.notes };
}

function localText(iso: number, offset: number): string {
  const local = new Date(iso - offset * MINUTE_MS);
  const pad = (value: number) => String(value).padStart(2, '0');
  const hours = local.getUTCHours();
  return `${pad(local.getUTCMonth() + 1)}/${pad(local.getUTCDate())}/${local.getUTCFullYear()} ${hours % 12 === 0 ? 12 : hours % 12}:${pad(local.getUTCMinutes())} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** Whose entry a request is for: the user's own, or (administrators) the person named. */
function ownerOf(db: MockDb, user: MockUser, personnelContext: string | null): string | Response {
  const owner = personnelContext ?? user.personnelContext;
  if (!owner) return clientError('Your user is not linked to a member of staff, so it has no timesheet.');
  if (owner !== user.personnelContext && !isAdmin(user)) return forbidden(timesheetAdminPermission);
  if (!db.personnel.get(owner)) return validationError([timesheetMessages.personnelNotFound]);
  return owner;
}

/** 400 messages for the entry's job or task, its time in the future, or an overlap with another entry. */
function entryProblems(db: MockDb, user: MockUser, request: Request, owner: string, body: TimesheetCreateRequest, self?: string): string[] | Response {
  const problems: string[] = [];
  if (body.entryType === 'Job') {
    const denied = requirePermission(user, jobPermissions.read);
    if (denied) return denied;
    if (!db.jobs.has(body.jobContext ?? '')) problems.push('The job was not found.');
  }
  if (body.entryType === 'Task') {
    const denied = requirePermission(user, taskPermissions.read);
    if (denied) return denied;
    if (!db.tasks.has(body.taskContext ?? '')) problems.push('The task was not found.');
  }
  const now = Date.now();
  const start = Date.parse(body.startDate);
  const end = Date.parse(body.endDate);
  if (end > now + MINUTE_MS) problems.push(timesheetMessages.inFuture);
  const offset = clientTimezoneOffset(request);
  const clash = db.timesheetEntries
    .where('personnel', owner)
    .filter((entry) => entry.context !== self)
    .find((entry) => start < (entry.endDate ? Date.parse(entry.endDate) : now) && Date.parse(entry.startDate) < end);
  if (clash) {
    const clashEnd = clash.endDate ? Date.parse(clash.endDate) : now;
    problems.push(timesheetMessages.overlap(`${localText(Date.parse(clash.startDate), offset)} \u2013 ${localText(clashEnd, offset).split(' ').slice(1).join(' ')}`));
  }
  return problems;
}

/** What a request stores: the job or task its type needs, the times as ISO, the notes trimmed. */
function storedFields(body: TimesheetCreateRequest): Omit<TimesheetEntry, 'context' | 'personnelContext'> {
  return {
    jobContext: body.entryType === 'Job' ? body.jobContext : null,
    taskContext: body.entryType === 'Task' ? body.taskContext : null,
    entryType: body.entryType,
    startDate: new Date(body.startDate).toISOString(),
    endDate: new Date(body.endDate).toISOString(),
    notes: body.notes.trim(),
  };
}

const search = route('post', endpoints.timesheet.search, { allow: 'signed-in', body: timesheetSearchRequestSchema, messages: issueMessages }, ({ user, body }) => {
  const db = getDb();
  if (body.personnelContext === null && !isAdmin(user)) return forbidden(timesheetAdminPermission);
  if (body.personnelContext !== null && body.personnelContext !== user.personnelContext && !isAdmin(user)) return forbidden(timesheetAdminPermission);
  const start = Date.parse(body.start);
  const end = Date.parse(body.end);
  const now = Date.now();
  const lookup = createLookup(db);
  const source = body.personnelContext === null ? db.timesheetEntries.all() : db.timesheetEntries.where('personnel', body.personnelContext);
  const entries = source
    .filter((entry) => Date.parse(entry.startDate) >= start && Date.parse(entry.startDate) < end)
    .sort((a, b) => compareKeys(a.startDate, b.startDate) || compareKeys(a.context, b.context))
    .map((entry) => rowView(lookup, entry, now));
  const answer: TimesheetSearchResponse = { entries, totalHours: round2(entries.reduce((sum, entry) => sum + entry.totalHours, 0)) };
  return answer;
});

const create = route('post', endpoints.timesheet.create, { allow: 'signed-in', body: timesheetCreateRequestSchema, messages: issueMessages }, ({ request, user, body }) => {
  const db = getDb();
  const owner = ownerOf(db, user, body.personnelContext);
  if (typeof owner !== 'string') return owner;
  const problems = entryProblems(db, user, request, owner, body);
  if (!Array.isArray(problems)) return problems;
  if (problems.length > 0) return validationError(problems);
  const entry = db.timesheetEntries.insert({
    context: randomUuid(),
    personnelContext: owner,
    ...storedFields(body),
  });
  return rowView(createLookup(db), entry, Date.now());
});

const update = route('post', endpoints.timesheet.update, { allow: 'signed-in', body: timesheetUpdateRequestSchema, messages: issueMessages }, ({ request, user, body }) => {
  const db = getDb();
  const existing = db.timesheetEntries.get(body.context);
  if (!existing) return notFound(timesheetMessages.notFound);
  if (existing.personnelContext !== user.personnelContext && !isAdmin(user)) return forbidden(timesheetAdminPermission);
  if (existing.endDate === null) return validationError([timesheetMessages.running]);
  const problems = entryProblems(db, user, request, existing.personnelContext, body, existing.context);
  if (!Array.isArray(problems)) return problems;
  if (problems.length > 0) return validationError(problems);
  const saved = db.timesheetEntries.put({
    ...existing,
    ...storedFields(body),
  });
  return rowView(createLookup(db), saved, Date.now());
});

const remove = route('delete', endpoints.timesheet.delete, { allow: 'signed-in', context: 'A timesheet entry context is required.' }, ({ user, context }) => {
  const db = getDb();
  const existing = db.timesheetEntries.get(context);
  if (!existing) return notFound(timesheetMessages.notFound);
  if (existing.personnelContext !== user.personnelContext && !isAdmin(user)) return forbidden(timesheetAdminPermission);
  db.timesheetEntries.remove(context);
  return ok();
});

export const timesheetEntryHandlers = [search, create, update, remove];
