import { endpoints } from '../../src/config/endpoints';
import type { TimesheetEntry as TimesheetEntryView, TimesheetSnapshot } from '../../src/lib/schemas/dashboard-schemas';
import { round2 } from '../db/seed-helpers';
import { getDb } from '../db/store';
import type { TimesheetEntry } from '../db/types';
import { clientCalendar, DAY_MS, overlapMs } from './client-time';
import { compareKeys } from '../lib/text-order';
import { route } from './route';
import { createLookup, personnelRef, type Lookup } from './record-refs';

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

function entryView(lookup: Lookup, entry: TimesheetEntry, now: number): TimesheetEntryView {
  const job = lookup.db.jobs.get(entry.jobContext);
  return {
    context: entry.context,
    personnel: personnelRef(lookup, entry.personnelContext) ?? { context: entry.personnelContext, name: '' },
    job: job ? { context: job.context, name: job.name } : null,
    entryType: entry.entryType,
    startDate: entry.startDate,
    endDate: entry.endDate,
    totalHours: hours(endOf(entry, now) - Date.parse(entry.startDate)),
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

export const timesheetHandlers = [getSnapshot];
