// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { timesheetReportSchema } from '../../src/lib/schemas/report-schemas';
import { seededUsernames } from '../../mocks/db/seed';
import { getDb } from '../../mocks/db/store';
import { get, signIn, useMockServer } from './mock-api';

useMockServer();

const DAY = 86_400_000;
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The entries that start in [from, to] (UTC calendar: no offset header) with their hours in hundredths, as the timesheet shows them. */
function entriesIn(from: string, to: string, personnel?: string) {
  const now = Date.now();
  return getDb()
    .timesheetEntries.all()
    .filter((entry) => dayOf(Date.parse(entry.startDate)) >= from && dayOf(Date.parse(entry.startDate)) <= to && (!personnel || entry.personnelContext === personnel))
    .map((entry) => ({ entry, hundredths: Math.round((((entry.endDate ? Date.parse(entry.endDate) : now) - Date.parse(entry.startDate)) / 3_600_000) * 100) }));
}

const hundredths = (hours: number) => Math.round(hours * 100);

async function report(token: string, query: string) {
  const response = await get(`Report/Timesheet?${query}`, token);
  expect(response.status).toBe(200);
  return timesheetReportSchema.parse(await response.json());
}

describe('GET Report/Timesheet', () => {
  it('needs RPT_R and a valid period', async () => {
    const tech = await signIn(seededUsernames.tech);
    expect((await get('Report/Timesheet?from=2026-01-01&to=2026-01-31', tech.accessToken)).status).toBe(403);
    const { accessToken } = await signIn(seededUsernames.office);
    const reversed = await get('Report/Timesheet?from=2026-02-01&to=2026-01-01', accessToken);
    expect(reversed.status).toBe(400);
    expect(await reversed.json()).toEqual(['To must not be before From.']);
    expect((await get('Report/Timesheet?from=2026-01-01', accessToken)).status).toBe(400);
  });

  it('totals exactly the entries of the period, by person, day and job', async () => {
    const { accessToken } = await signIn(seededUsernames.admin);
    const to = dayOf(Date.now());
    const from = dayOf(Date.now() - 30 * DAY);
    const answer = await report(accessToken, `from=${from}&to=${to}`);
    const entries = entriesIn(from, to);
    expect(entries.length).toBeGreaterThan(5);
    const total = entries.reduce((sum, entry) => sum + entry.hundredths, 0);
    expect(hundredths(answer.totalHours)).toBe(total);
    expect(answer.entryCount).toBe(entries.length);
    expect(answer.rows.reduce((sum, row) => sum + hundredths(row.hours), 0)).toBe(total);
    expect(answer.rows.reduce((sum, row) => sum + row.entries, 0)).toBe(entries.length);
    expect(answer.byDay.reduce((sum, day) => sum + hundredths(day.hours), 0)).toBe(total);
    expect(answer.byJob.reduce((sum, job) => sum + hundredths(job.hours), 0)).toBe(total);
    expect(answer.byDay).toHaveLength(31);
    for (const person of answer.byPerson) {
      const mine = entries.filter((entry) => entry.entry.personnelContext === person.personnel.context);
      expect(hundredths(person.hours)).toBe(mine.reduce((sum, entry) => sum + entry.hundredths, 0));
    }
    for (const row of answer.rows) {
      const mine = entries.filter(
        (entry) =>
          entry.entry.personnelContext === row.personnel.context &&
          dayOf(Date.parse(entry.entry.startDate)) === row.date &&
          (row.jobContext ? entry.entry.jobContext === row.jobContext : entry.entry.entryType === row.work),
      );
      expect(row.entries).toBe(mine.length);
      expect(hundredths(row.hours)).toBe(mine.reduce((sum, entry) => sum + entry.hundredths, 0));
    }
  });

  it("answers one person's time only", async () => {
    const { accessToken } = await signIn(seededUsernames.office);
    const to = dayOf(Date.now());
    const from = dayOf(Date.now() - 60 * DAY);
    const person = entriesIn(from, to)[0]!.entry.personnelContext;
    const answer = await report(accessToken, `from=${from}&to=${to}&personnel=${person}`);
    expect(answer.byPerson.map((entry) => entry.personnel.context)).toEqual([person]);
    expect(hundredths(answer.totalHours)).toBe(entriesIn(from, to, person).reduce((sum, entry) => sum + entry.hundredths, 0));
  });
});
