// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { dailyScheduleResponseSchema, timesheetSnapshotSchema } from '../../src/lib/schemas/dashboard-schemas';
import { seededUsernames } from '../../mocks/db/seed';
import { personnelContexts } from '../../mocks/db/seed-personnel';
import { getDb } from '../../mocks/db/store';
import { get, post, signIn, useMockServer } from './mock-api';

useMockServer();

const DAY = 24 * 3_600_000;

/** The client-local date (yyyy-MM-dd) of now for an offset in minutes behind UTC. */
function localDate(offset: number): string {
  return new Date(Date.now() - offset * 60_000).toISOString().slice(0, 10);
}

describe('POST Schedule/GetDailySchedule', () => {
  async function schedule(token: string, body: unknown, offset = 0) {
    const response = await post('Schedule/GetDailySchedule', body, token, { ClientTimezoneOffset: String(offset) });
    expect(response.status).toBe(200);
    return dailyScheduleResponseSchema.parse(await response.json());
  }

  it('answers today\u2019s appointments, all-day ones first', async () => {
    const { accessToken } = await signIn(seededUsernames.tech);
    const today = await schedule(accessToken, { date: localDate(0), assignedTo: [] });
    expect(today.length).toBeGreaterThanOrEqual(7);
    expect(today[0]!.allDay).toBe(true);
    const timed = today.slice(1);
    expect(timed.every((item) => !item.allDay)).toBe(true);
    expect(timed.map((item) => item.startDate)).toEqual([...timed.map((item) => item.startDate)].sort());
    const job = today.find((item) => item.appointmentType.text === 'Job')!;
    expect(job.job?.jobStatus.text).not.toBe('');
    expect(job.customer?.customerName).toBeTruthy();
    expect(job.address).not.toBeNull();
    expect(today.every((item) => item.participants.length >= 1)).toBe(true);
    const recurring = today.find((item) => item.allDay)!;
    expect(recurring.recurrenceRule?.displayText).toBe('Every 3 months');
    expect(recurring.chainId).not.toBeNull();
    const visit = today.find((item) => item.appointmentType.text !== 'Job');
    if (visit) expect(visit.intakeIdentifier?.context).toBeTruthy();
    const withWorkOrders = getDb().appointments.all().find((item) => item.workOrderContexts.length > 0)!;
    const day = await schedule(accessToken, { date: withWorkOrders.startDate.slice(0, 10), assignedTo: [] });
    const found = day.find((item) => item.context === withWorkOrders.context)!;
    expect(found.workOrders[0]).toMatchObject({ workOrderIdentifier: { context: withWorkOrders.workOrderContexts[0] } });
    expect(found.workOrders[0]!.filename).toMatch(/^WorkOrder-\d+\.pdf$/);
  });

  it('keeps the appointments of the chosen personnel', async () => {
    const { accessToken } = await signIn(seededUsernames.tech);
    const mine = await schedule(accessToken, { date: localDate(0), assignedTo: [personnelContexts.tech] });
    expect(mine.length).toBeGreaterThanOrEqual(3);
    expect(mine.every((item) => item.participants.some((person) => person.context === personnelContexts.tech))).toBe(true);
    const two = await schedule(accessToken, { date: localDate(0), assignedTo: [personnelContexts.tech, personnelContexts.office] });
    expect(two.length).toBeGreaterThan(mine.length);
  });

  it('uses the client\u2019s local day', async () => {
    const { accessToken } = await signIn(seededUsernames.tech);
    const offset = -600; // Ten hours ahead of UTC.
    const date = localDate(offset);
    const [year, month, dayOfMonth] = date.split('-').map(Number) as [number, number, number];
    const start = Date.UTC(year, month - 1, dayOfMonth) + offset * 60_000;
    const expected = getDb()
      .appointments.all().filter((item) => Date.parse(item.startDate) < start + DAY && Date.parse(item.endDate) > start)
      .map((item) => item.context)
      .sort();
    const answer = await schedule(accessToken, { date, assignedTo: [] }, offset);
    expect(answer.map((item) => item.context).sort()).toEqual(expected);
  });

  it('answers 400 for a malformed date, 403 without SCHED_R and 401', async () => {
    const { accessToken } = await signIn(seededUsernames.tech);
    const malformed = await post('Schedule/GetDailySchedule', { date: '3/4/2026', assignedTo: [] }, accessToken);
    expect(malformed.status).toBe(400);
    expect((await malformed.json() as string[])[0]).toMatch(/^date: /);
    expect((await post('Schedule/GetDailySchedule', { date: localDate(0), assignedTo: [] })).status).toBe(401);
    const tech = getDb().users.first('username', seededUsernames.tech)!;
    getDb().users.update(tech.id, { permissions: tech.permissions.filter((code) => code !== 'SCHED_R') });
    expect((await post('Schedule/GetDailySchedule', { date: localDate(0), assignedTo: [] }, accessToken)).status).toBe(403);
  });
});

describe('GET Timesheet/GetSnapshot', () => {
  async function snapshot(token: string) {
    const response = await get('Timesheet/GetSnapshot', token);
    expect(response.status).toBe(200);
    return timesheetSnapshotSchema.parse(await response.json());
  }

  it('answers the tech user\u2019s running clock, hours and recent entries', async () => {
    const { accessToken } = await signIn(seededUsernames.tech);
    const answer = await snapshot(accessToken);
    expect(answer.activeEntry).toMatchObject({ endDate: null, personnel: { context: personnelContexts.tech, name: 'Theo Tech' } });
    const running = answer.activeEntry!;
    expect(running.totalHours).toBeCloseTo((Date.now() - Date.parse(running.startDate)) / 3_600_000, 1);
    expect(answer.hoursToday).toBeCloseTo(running.totalHours, 1);
    expect(answer.hoursThisWeek).toBeGreaterThanOrEqual(answer.hoursToday);
    expect(answer.results[0]!.context).toBe(running.context);
    const starts = answer.results.map((entry) => entry.startDate);
    expect(starts).toEqual([...starts].sort().reverse());
    expect(answer.results.length).toBeLessThanOrEqual(50);
    expect(answer.results.every((entry) => entry.personnel.context === personnelContexts.tech)).toBe(true);
    expect(answer.results.some((entry) => entry.job !== null)).toBe(true);
    for (const entry of answer.results) expect(Math.round(entry.totalHours * 100) / 100).toBe(entry.totalHours);
  });

  it('adds finished entries of today and this week', async () => {
    const { accessToken } = await signIn(seededUsernames.office);
    const before = await snapshot(accessToken);
    expect(before.activeEntry).toBeNull();
    const now = Date.now();
    getDb().timesheetEntries.insert({
      context: 'today-entry',
      personnelContext: personnelContexts.office,
      jobContext: null,
      entryType: 'Shop',
      startDate: new Date(now - 90 * 60_000).toISOString(),
      endDate: new Date(now - 30 * 60_000).toISOString(),
      notes: '',
    });
    const after = await snapshot(accessToken);
    const startOfToday = Date.parse(new Date(now).toISOString().slice(0, 10));
    // Only the part after midnight counts (in the first half hour of a day, none of it).
    const expectedToday = Math.max(0, now - 30 * 60_000 - Math.max(now - 90 * 60_000, startOfToday)) / 3_600_000;
    expect(after.hoursToday).toBeCloseTo(before.hoursToday + expectedToday, 2);
    expect(after.results[0]!.context).toBe('today-entry');
  });

  it('answers an empty snapshot for a user without personnel, and 401 without a user', async () => {
    const { accessToken } = await signIn(seededUsernames.admin);
    getDb().users.update(getDb().users.first('username', seededUsernames.admin)!.id, { personnelContext: null });
    const answer = await snapshot(accessToken);
    expect(answer).toMatchObject({ activeEntry: null, hoursToday: 0, hoursThisWeek: 0, results: [] });
    expect((await get('Timesheet/GetSnapshot')).status).toBe(401);
  });
});
