import { endpoints } from '../../src/config/endpoints';
import type { TimesheetEntry as TimesheetEntryView, TimesheetSnapshot } from '../../src/lib/schemas/dashboard-schemas';
import { round2 } from '../db/seed-helpers';
import { getDb } from '../db/store';
import type { MockUser, TimesheetEntry } from '../db/types';
import { jobPermissions, taskPermissions } from '../../src/lib/permission-codes';
import { jobMessages } from '../../src/lib/schemas/job-schemas';
import { startTimerRequestSchema, timerMessages, type JobTimesheetResponse } from '../../src/lib/schemas/timesheet-schemas';
import { randomUuid } from '../db/ids';
import { clientError, notFound, requirePermission } from './handler-utils';
import { clientCalendar, DAY_MS, overlapMs } from './client-time';
import { compareKeys } from '../lib/text-order';
import { issueMessages, route } from './route';
import { createLookup, personnelRef, type Lookup } from './record-refs';

const TASK_NOT_FOUND = 'The task was not found.';

/** Entries the timesheet snapshot lists at most. */
export const TIMESHEET_SNAPSHOT_LIMIT = 50;
const HOUR_MS = 60 * 60 * 1000;

function hours(ms: number): number {
  return round2(Math.max(0, ms) / HOUR_MS);
}

/** The entry's end, or `now` while the clock runs. */
function endOf(entry: TimesheetEntry, now: number): number {
  return entry.endDate ? Date.parse(entry.endDate) : now;
}

/** An entry's hours to two decimals (a running entry until `now`): the timesheet screens' and the reports' figure. */
export function entryHours(entry: TimesheetEntry, now: number): number {
  return hours(endOf(entry, now) - Date.parse(entry.startDate));
}

export function entryView(lookup: Lookup, entry: TimesheetEntry, now: number): TimesheetEntryView {
  const job = lookup.db.jobs.get(entry.jobContext);
  const task = entry.taskContext ? lookup.db.tasks.get(entry.taskContext) : undefined;
  return {
    context: entry.context,
    personnel: personnelRef(lookup, entry.personnelContext) ?? { context: entry.personnelContext, name: '' },
    job: job ? { context: job.context, name: job.name } : null,
    task: task ? { context: task.context, title: task.title } : null,
    entryType: entry.entryType,
    startDate: entry.startDate,
    endDate: entry.endDate,
    totalHours: entryHours(entry, now),
  };
}

/** The signed-in user's time: running entry, hours today and this week (client-local, weeks start Sunday). */
const getSnapshot = route('get', endpoints.timesheet.getSnapshot, { allow: 'signed-in' }, ({ request, user }) => {
  const now = Date.now();
  const db = getDb();
  const lookup = createLookup(db);
  const calendar = clientCalendar(request, now);
  const entries = db.timesheetEntries.where('personnel', user.personnelContext);
  const sum = (from: number, to: number): number =>
    hours(entries.reduce((total, entry) => total + overlapMs(Date.parse(entry.startDate), endOf(entry, now), from, to), 0));
  const running = entries.filter((entry) => entry.endDate === null).sort((a, b) => compareKeys(b.startDate, a.startDate))[0];
  const answer: TimesheetSnapshot = {
    activeEntry: running ? entryView(lookup, running, now) : null,
    hoursToday: sum(calendar.today.start, calendar.today.end),
    hoursThisWeek: sum(calendar.weekStart, calendar.weekStart + 7 * DAY_MS),
    results: [...entries]
      .sort((a, b) => compareKeys(b.startDate, a.startDate) || compareKeys(a.context, b.context))
      .slice(0, TIMESHEET_SNAPSHOT_LIMIT)
      .map((entry) => entryView(lookup, entry, now)),
    dateTime: new Date(now).toISOString(),
  };
  return answer;
});

/** Spec 2 §2 "Job timesheet": the job's entries by start (oldest first) and their hours. */
const getAllByJobContext = route('get', endpoints.timesheet.getAllByJobContext, { allow: jobPermissions.read, context: jobMessages.contextRequired }, ({ context }) => {
  const now = Date.now();
  const db = getDb();
  if (!db.jobs.has(context)) return notFound(jobMessages.notFound);
  const lookup = createLookup(db);
  const entries = db.timesheetEntries
    .where('job', context)
    .sort((a, b) => compareKeys(a.startDate, b.startDate) || compareKeys(a.context, b.context))
    .map((entry) => entryView(lookup, entry, now));
  const answer: JobTimesheetResponse = { entries, totalHours: round2(entries.reduce((sum, entry) => sum + entry.totalHours, 0)) };
  return answer;
});

/** The person's entries whose clock is running. */
export function runningTimers(personnelContext: string): TimesheetEntry[] {
  return getDb().timesheetEntries.where('personnel', personnelContext).filter((entry) => entry.endDate === null);
}

function runningEntries(user: MockUser): TimesheetEntry[] {
  return user.personnelContext ? runningTimers(user.personnelContext) : [];
}

const getActiveTimer = route('get', endpoints.timesheet.getActiveTimer, { allow: 'signed-in' }, ({ user }) => {
  const running = runningEntries(user).sort((a, b) => compareKeys(b.startDate, a.startDate))[0];
  return running ? entryView(createLookup(getDb()), running, Date.now()) : null;
});

/**
 * Starts the user's clock at `at` as `Timesheet/StartTimer` does: a running timer of theirs stops at
 * `at` first (never before its own start). `Visit/Start` starts the job timer through this too.
 */
export function startUserTimer(
  personnelContext: string,
  what: Pick<TimesheetEntry, 'jobContext' | 'taskContext' | 'entryType'>,
  at: Date,
): TimesheetEntry {
  const db = getDb();
  for (const entry of runningTimers(personnelContext)) db.timesheetEntries.put({ ...entry, endDate: new Date(Math.max(at.getTime(), Date.parse(entry.startDate))).toISOString() });
  return db.timesheetEntries.insert({
    context: randomUuid(),
    personnelContext,
    ...what,
    startDate: at.toISOString(),
    endDate: null,
    notes: '',
  });
}

/** Starts the user's clock (type Job needs JOB_R and a job); a running timer of theirs stops first. */
const startTimer = route('post', endpoints.timesheet.startTimer, { allow: 'signed-in', body: startTimerRequestSchema, messages: issueMessages }, ({ user, body }) => {
  if (!user.personnelContext) return clientError(timerMessages.noPersonnel);
  const db = getDb();
  if (body.entryType === 'Job') {
    const denied = requirePermission(user, jobPermissions.read);
    if (denied) return denied;
    if (!db.jobs.has(body.jobContext)) return notFound(jobMessages.notFound);
  }
  if (body.entryType === 'Task') {
    const denied = requirePermission(user, taskPermissions.read);
    if (denied) return denied;
    if (!db.tasks.has(body.taskContext ?? '')) return notFound(TASK_NOT_FOUND);
  }
  const now = new Date();
  const entry = startUserTimer(user.personnelContext, {
    jobContext: body.entryType === 'Job' ? body.jobContext : null,
    taskContext: body.entryType === 'Task' ? (body.taskContext ?? null) : null,
    entryType: body.entryType,
  }, now);
  return entryView(createLookup(db), entry, now.getTime());
});

/** Stops the user's running timer; answers the finished entry. */
const stopTimer = route('post', endpoints.timesheet.stopTimer, { allow: 'signed-in' }, ({ user }) => {
  const running = runningEntries(user).sort((a, b) => compareKeys(b.startDate, a.startDate));
  if (running.length === 0) return clientError(timerMessages.noTimerRunning);
  const db = getDb();
  const now = Date.now();
  const stopped = running.map((entry) => db.timesheetEntries.put({ ...entry, endDate: new Date(Math.max(now, Date.parse(entry.startDate))).toISOString() }));
  return entryView(createLookup(db), stopped[0]!, now);
});

export const timesheetHandlers = [getSnapshot, getAllByJobContext, getActiveTimer, startTimer, stopTimer];
