// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { endpoints } from '../../src/config/endpoints';
import {
  timerMessages,
  timesheetEntrySchema,
  timesheetMessages,
  timesheetRowSchema,
  timesheetSearchResponseSchema,
  type TimesheetCreateRequest,
  type TimesheetSearchResponse,
} from '../../src/lib/schemas/timesheet-schemas';
import { personnelContexts } from '../../mocks/db/seed-personnel';
import { getDb } from '../../mocks/db/store';
import { post, useMockServer } from './mock-api';
import { query, remove, tokens } from './job-fixtures';

useMockServer();

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** A whole UTC hour 100 days back: long before the seed's two weeks of entries. */
const BASE = Math.floor((Date.now() - 100 * DAY) / HOUR) * HOUR;
const at = (hours: number) => new Date(BASE + hours * HOUR).toISOString();

function entry(changes: Partial<TimesheetCreateRequest> = {}): TimesheetCreateRequest {
  return { personnelContext: null, entryType: 'Shop', jobContext: null, taskContext: null, startDate: at(1), endDate: at(2), notes: 'Stock count', ...changes };
}

async function search(token: string, personnelContext: string | null, start = at(-24), end = at(48)): Promise<TimesheetSearchResponse> {
  const response = await post(endpoints.timesheet.search, { start, end, personnelContext }, token);
  expect(response.status).toBe(200);
  return timesheetSearchResponseSchema.parse(await response.json());
}

async function create(token: string, changes: Partial<TimesheetCreateRequest> = {}) {
  const response = await post(endpoints.timesheet.create, entry(changes), token);
  expect(response.status).toBe(200);
  return timesheetRowSchema.parse(await response.json());
}

async function messages(response: Response): Promise<string[]> {
  expect(response.status).toBe(400);
  return (await response.json()) as string[];
}

const deleteEntry = (context: string, token: string) => remove(query(endpoints.timesheet.delete, { context }), token);

describe('Timesheet/Search', () => {
  it('answers the user’s own entries starting in the period, with their total hours', async () => {
    const { office } = await tokens();
    const now = Date.now();
    const start = new Date(now - 7 * DAY).toISOString();
    const end = new Date(now).toISOString();
    const answer = await search(office, personnelContexts.office, start, end);
    expect(answer.entries.length).toBeGreaterThan(0);
    for (const row of answer.entries) {
      expect(row.personnel.context).toBe(personnelContexts.office);
      expect(Date.parse(row.startDate)).toBeGreaterThanOrEqual(Date.parse(start));
      expect(Date.parse(row.startDate)).toBeLessThan(Date.parse(end));
    }
    const stored = getDb()
      .timesheetEntries.where('personnel', personnelContexts.office)
      .filter((item) => Date.parse(item.startDate) >= Date.parse(start) && Date.parse(item.startDate) < Date.parse(end));
    expect(answer.entries.map((row) => row.context).sort()).toEqual(stored.map((item) => item.context).sort());
    expect(answer.totalHours).toBeCloseTo(answer.entries.reduce((sum, row) => sum + row.totalHours, 0), 2);
  });

  it('refuses a non-administrator everyone’s entries or someone else’s; an administrator gets everyone’s', async () => {
    const { office, tech, admin } = await tokens();
    const now = Date.now();
    const start = new Date(now - 7 * DAY).toISOString();
    const end = new Date(now + DAY).toISOString();
    expect((await post(endpoints.timesheet.search, { start, end, personnelContext: null }, office)).status).toBe(403);
    expect((await post(endpoints.timesheet.search, { start, end, personnelContext: personnelContexts.office }, tech)).status).toBe(403);
    const everyone = await search(admin, null, start, end);
    const people = new Set(everyone.entries.map((row) => row.personnel.context));
    expect(people).toContain(personnelContexts.office);
    expect(people).toContain(personnelContexts.tech);
    const techOnly = await search(admin, personnelContexts.tech, start, end);
    expect(techOnly.entries.length).toBeGreaterThan(0);
    expect(techOnly.entries.every((row) => row.personnel.context === personnelContexts.tech)).toBe(true);
  });

  it('answers 400 for a period ending before it starts or longer than 62 days', async () => {
    const { office } = await tokens();
    expect(await messages(await post(endpoints.timesheet.search, { start: at(10), end: at(0), personnelContext: personnelContexts.office }, office))).toEqual([timesheetMessages.rangeInvalid]);
    expect(await messages(await post(endpoints.timesheet.search, { start: at(0), end: at(63 * 24), personnelContext: personnelContexts.office }, office))).toEqual([timesheetMessages.rangeTooLong]);
  });
});

describe('Timesheet/Create', () => {
  it('saves the user’s own entry, which Search then lists', async () => {
    const { office } = await tokens();
    const saved = await create(office, { entryType: 'Travel', notes: '  To the supplier  ' });
    expect(saved).toMatchObject({ entryType: 'Travel', personnel: { context: personnelContexts.office }, startDate: at(1), endDate: at(2), totalHours: 1, notes: 'To the supplier', job: null });
    const answer = await search(office, personnelContexts.office);
    expect(answer.entries.map((row) => row.context)).toEqual([saved.context]);
    expect(answer.totalHours).toBe(1);
  });

  it('answers 400 with the rule’s message for an end before the start, over 24 hours, the future and a Job without a job', async () => {
    const { office } = await tokens();
    expect(await messages(await post(endpoints.timesheet.create, entry({ startDate: at(2), endDate: at(1) }), office))).toEqual([timesheetMessages.endBeforeStart]);
    expect(await messages(await post(endpoints.timesheet.create, entry({ startDate: at(0), endDate: at(25) }), office))).toEqual([timesheetMessages.tooLong]);
    const soon = Date.now() + 2 * HOUR;
    expect(await messages(await post(endpoints.timesheet.create, entry({ startDate: new Date(soon - HOUR).toISOString(), endDate: new Date(soon).toISOString() }), office))).toEqual([
      timesheetMessages.inFuture,
    ]);
    expect(await messages(await post(endpoints.timesheet.create, entry({ entryType: 'Job', jobContext: null }), office))).toEqual([timerMessages.jobRequired]);
    expect((await search(office, personnelContexts.office)).entries).toEqual([]);
  });

  it('refuses an entry overlapping another of the same person’s, naming it', async () => {
    const { office, tech } = await tokens();
    await create(office, { startDate: at(1), endDate: at(3) });
    const [message, ...rest] = await messages(await post(endpoints.timesheet.create, entry({ startDate: at(2), endDate: at(4) }), office));
    expect(rest).toEqual([]);
    expect(message).toMatch(/^This entry overlaps another entry \(.+\)\.$/);
    // Touching ends are no overlap, and someone else's time does not clash.
    await create(office, { startDate: at(3), endDate: at(4) });
    await create(tech, { startDate: at(1), endDate: at(3) });
  });

  it('refuses a technician an entry for someone else; an administrator may add one', async () => {
    const { tech, admin } = await tokens();
    expect((await post(endpoints.timesheet.create, entry({ personnelContext: personnelContexts.office }), tech)).status).toBe(403);
    const saved = await create(admin, { personnelContext: personnelContexts.office });
    expect(saved.personnel.context).toBe(personnelContexts.office);
    const { office } = await tokens();
    expect((await search(office, personnelContexts.office)).entries.map((row) => row.context)).toEqual([saved.context]);
  });
});

describe('Timesheet/Update', () => {
  it('changes the times and notes; the overlap rule ignores the entry itself', async () => {
    const { office } = await tokens();
    const saved = await create(office, { startDate: at(1), endDate: at(3) });
    const response = await post(endpoints.timesheet.update, { context: saved.context, ...entry({ startDate: at(2), endDate: at(4), notes: 'Longer' }) }, office);
    expect(response.status).toBe(200);
    expect(timesheetRowSchema.parse(await response.json())).toMatchObject({ context: saved.context, startDate: at(2), endDate: at(4), totalHours: 2, notes: 'Longer' });
    const [row] = (await search(office, personnelContexts.office)).entries;
    expect(row).toMatchObject({ context: saved.context, startDate: at(2), endDate: at(4), notes: 'Longer' });

    const other = await create(office, { startDate: at(5), endDate: at(6) });
    const [message] = await messages(await post(endpoints.timesheet.update, { context: other.context, ...entry({ startDate: at(3), endDate: at(6) }) }, office));
    expect(message).toMatch(/^This entry overlaps another entry \(/);
  });

  it('refuses to edit the running entry', async () => {
    const { office } = await tokens();
    const running = timesheetEntrySchema.parse(await (await post(endpoints.timesheet.startTimer, { entryType: 'Shop', jobContext: null }, office)).json());
    expect(await messages(await post(endpoints.timesheet.update, { context: running.context, ...entry() }, office))).toEqual([timesheetMessages.running]);
  });

  it('refuses a non-administrator someone else’s entry, and answers 404 for an unknown one', async () => {
    const { office, tech, admin } = await tokens();
    const saved = await create(office);
    expect((await post(endpoints.timesheet.update, { context: saved.context, ...entry({ notes: 'Mine now' }) }, tech)).status).toBe(403);
    const byAdmin = await post(endpoints.timesheet.update, { context: saved.context, ...entry({ notes: 'Checked' }) }, admin);
    expect(byAdmin.status).toBe(200);
    expect(timesheetRowSchema.parse(await byAdmin.json())).toMatchObject({ notes: 'Checked', personnel: { context: personnelContexts.office } });
    const unknown = await post(endpoints.timesheet.update, { context: '00000000-0000-4000-8000-000000000000', ...entry() }, office);
    expect(unknown.status).toBe(404);
  });
});

describe('Timesheet/Delete', () => {
  it('removes the user’s own entry; someone else’s is 403 for a non-administrator; an unknown one is 404', async () => {
    const { office, tech } = await tokens();
    const first = await create(office, { startDate: at(1), endDate: at(2) });
    const second = await create(office, { startDate: at(3), endDate: at(4) });
    expect((await deleteEntry(first.context, tech)).status).toBe(403);
    expect((await deleteEntry(first.context, office)).status).toBe(200);
    expect((await search(office, personnelContexts.office)).entries.map((row) => row.context)).toEqual([second.context]);
    expect((await deleteEntry(first.context, office)).status).toBe(404);
  });
});

describe('the timer', () => {
  it('records a Task entry that Search lists with its task', async () => {
    const { office } = await tokens();
    const task = getDb().tasks.all()[0]!;
    const response = await post(endpoints.timesheet.startTimer, { entryType: 'Task', jobContext: null, taskContext: task.context }, office);
    expect(response.status).toBe(200);
    const running = timesheetEntrySchema.parse(await response.json());
    expect(running).toMatchObject({ entryType: 'Task', endDate: null, job: null, task: { context: task.context, title: task.title } });
    await post(endpoints.timesheet.stopTimer, {}, office);
    const now = Date.now();
    const answer = await search(office, personnelContexts.office, new Date(now - HOUR).toISOString(), new Date(now + HOUR).toISOString());
    expect(answer.entries.find((row) => row.context === running.context)).toMatchObject({ entryType: 'Task', task: { context: task.context, title: task.title } });
  });

  it('answers 400 for a Task timer without a task', async () => {
    const { office } = await tokens();
    expect(await messages(await post(endpoints.timesheet.startTimer, { entryType: 'Task', jobContext: null, taskContext: null }, office))).toEqual([timerMessages.taskRequired]);
    expect(await messages(await post(endpoints.timesheet.startTimer, { entryType: 'Task', jobContext: null }, office))).toEqual([timerMessages.taskRequired]);
  });
});
