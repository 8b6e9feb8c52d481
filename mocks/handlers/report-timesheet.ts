import type { TimesheetReport, TimesheetReportRow } from '../../src/lib/schemas/report-schemas';
import type { MockDb } from '../db/mock-store';
import { personnelName } from '../db/record-views';
import { compareKeys, compareText } from '../lib/text-order';
import { clientDateText, clientDay, DAY_MS } from './client-time';
import { daysBetween } from '../../src/lib/reports/report-periods';
import { entryHours } from './timesheet-handlers';


interface Group {
  row: TimesheetReportRow;
  /** Hundredths of an hour, summed as whole numbers (no binary drift). */
  cents: number;
}

/**
 * Timesheet report (issue 19): the entries that start in [from, to] (the user's calendar days), by
 * person, day and job (time not on a job by its type), with the hours by person, by day, by job and
 * in all. Each entry counts its own hours (as the timesheet screens show them); sums are exact sums of
 * those. One pass over the entries (or the person's, through the personnel index).
 */
export function timesheetReport(db: MockDb, from: string, to: string, offsetMinutes: number, now: number, personnel?: string): TimesheetReport {
  const start = clientDay(from, offsetMinutes).start;
  const end = clientDay(to, offsetMinutes).start + DAY_MS;
  const source = personnel ? db.timesheetEntries.where('personnel', personnel) : db.timesheetEntries.all();
  const groups = new Map<string, Group>();
  const byPerson = new Map<string, { name: string; cents: number }>();
  const byDay = new Map<string, number>();
  const byJob = new Map<string, { jobContext: string | null; work: string; cents: number }>();
  let total = 0;
  let entryCount = 0;
  for (const entry of source) {
    const began = Date.parse(entry.startDate);
    if (began < start || began >= end) continue;
    const cents = Math.round(entryHours(entry, now) * 100);
    const date = clientDateText(began, offsetMinutes);
    const person = db.personnel.get(entry.personnelContext);
    const name = person ? personnelName(person) : '';
    const job = entry.jobContext ? db.jobs.get(entry.jobContext) : undefined;
    const jobContext = job ? job.context : null;
    const work = job ? job.name : entry.entryType;
    const workKey = jobContext ?? `type:${entry.entryType}`;
    const key = `${entry.personnelContext}|${date}|${workKey}`;
    let group = groups.get(key);
    if (!group) {
      group = { row: { personnel: { context: entry.personnelContext, name }, date, jobContext, work, entries: 0, hours: 0 }, cents: 0 };
      groups.set(key, group);
    }
    group.row.entries += 1;
    group.cents += cents;
    const personTotal = byPerson.get(entry.personnelContext) ?? { name, cents: 0 };
    personTotal.cents += cents;
    byPerson.set(entry.personnelContext, personTotal);
    byDay.set(date, (byDay.get(date) ?? 0) + cents);
    const jobTotal = byJob.get(workKey) ?? { jobContext, work, cents: 0 };
    jobTotal.cents += cents;
    byJob.set(workKey, jobTotal);
    total += cents;
    entryCount += 1;
  }
  const rows = [...groups.values()]
    .map((group) => ({ ...group.row, hours: group.cents / 100 }))
    .sort((a, b) => compareText(a.personnel.name, b.personnel.name) || compareKeys(a.personnel.context, b.personnel.context) || compareKeys(a.date, b.date) || compareText(a.work, b.work));
  const days = daysBetween(from, to) + 1;
  const dayList: { date: string; hours: number }[] = [];
  // Every day of a period up to three months is listed (zeros too) so the chart shows the gaps; longer ones list days with time.
  if (days <= 93) {
    for (let offset = 0; offset < days; offset += 1) {
      const date = clientDateText(start + offset * DAY_MS + DAY_MS / 2, offsetMinutes);
      dayList.push({ date, hours: (byDay.get(date) ?? 0) / 100 });
    }
  } else {
    for (const [date, cents] of [...byDay].sort((a, b) => compareKeys(a[0], b[0]))) dayList.push({ date, hours: cents / 100 });
  }
  return {
    from,
    to,
    rows,
    byPerson: [...byPerson]
      .map(([context, person]) => ({ personnel: { context, name: person.name }, hours: person.cents / 100 }))
      .sort((a, b) => compareText(a.personnel.name, b.personnel.name)),
    byDay: dayList,
    byJob: [...byJob.values()].map((job) => ({ jobContext: job.jobContext, work: job.work, hours: job.cents / 100 })).sort((a, b) => b.hours - a.hours || compareText(a.work, b.work)),
    entryCount,
    totalHours: total / 100,
  };
}
