// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { intakeSnapshotResponseSchema, taskSnapshotResponseSchema, type SnapshotRequest } from '../../src/lib/schemas/dashboard-schemas';
import { seededUsernames } from '../../mocks/db/seed';
import { personnelContexts } from '../../mocks/db/seed-personnel';
import { getDb } from '../../mocks/db/store';
import type { MockDb } from '../../mocks/db/mock-store';
import { post, signIn, useMockServer } from './mock-api';

useMockServer();

const DAY = 24 * 3_600_000;

function userId(db: MockDb, username: string): string {
  return db.users.all().find((user) => user.username === username)!.id;
}

/** The user's recently used contexts of a kind, newest use first. */
function recentContexts(db: MockDb, username: string, kind: 'intake' | 'task'): string[] {
  const id = userId(db, username);
  return db.recentUses
    .all().filter((use) => use.userId === id && use.kind === kind)
    .sort((a, b) => b.at.localeCompare(a.at))
    .map((use) => use.context);
}

function removePermission(username: string, code: string): void {
  const user = getDb().users.first('username', username)!;
  getDb().users.update(user.id, { permissions: user.permissions.filter((permission) => permission !== code) });
}

describe('POST IntakeSnapshot/GetSnapshot', () => {
  const everything: SnapshotRequest = { assignedTo: null, statuses: [], recentlyUsed: false };

  async function snapshot(token: string, body: unknown) {
    const response = await post('IntakeSnapshot/GetSnapshot', body, token);
    expect(response.status).toBe(200);
    return intakeSnapshotResponseSchema.parse(await response.json());
  }

  it('lists the newest intake with the summary, echoing the request', async () => {
    const { accessToken } = await signIn(seededUsernames.office);
    const answer = await snapshot(accessToken, everything);
    expect(answer.request).toEqual(everything);
    expect(Math.abs(Date.parse(answer.dateTime) - Date.now())).toBeLessThan(60_000);
    const db = getDb();
    expect(answer.results).toHaveLength(Math.min(50, db.intakes.size));
    const times = answer.results.map((item) => item.dateTime);
    expect(times).toEqual([...times].sort().reverse());
    const now = Date.now();
    expect(answer.intakeStatusSummary).toEqual({
      pending: db.intakes.all().filter((intake) => intake.status === 'Pending').length,
      complete: db.intakes.all().filter((intake) => intake.status === 'Complete' && Date.parse(intake.closedAt!) >= now - 30 * DAY).length,
      cancelled: db.intakes.all().filter((intake) => intake.status === 'Cancelled' && Date.parse(intake.closedAt!) >= now - 30 * DAY).length,
    });
    expect(answer.intakeStatusSummary.complete).toBeGreaterThan(0);
    const first = answer.results[0]!;
    const intake = db.intakes.all().find((candidate) => candidate.context === first.context)!;
    expect(first.customer.context).toBe(intake.customerContext);
    expect(first.serviceAddress?.context).toBe(intake.serviceAddressContext);
    expect(first.intakeType.text).not.toBe('');
  });

  it('names the parent of a sub-customer', async () => {
    const { accessToken } = await signIn(seededUsernames.office);
    const answer = await snapshot(accessToken, everything);
    const sub = answer.results.find((item) => item.customer.parentCustomerName !== null);
    expect(sub).toBeDefined();
    const customers = getDb().customers;
    const parentContext = customers.get(sub!.customer.context)?.parentContext;
    expect(customers.get(parentContext)?.companyName).toBe(sub!.customer.parentCustomerName);
  });

  it('filters by status and assignee; the summary follows the assignee only', async () => {
    const { accessToken } = await signIn(seededUsernames.tech);
    const body: SnapshotRequest = { assignedTo: personnelContexts.tech, statuses: ['Pending', 'Scheduled'], recentlyUsed: false };
    const answer = await snapshot(accessToken, body);
    const db = getDb();
    const expected = db.intakes.all().filter((intake) => intake.assignedToContext === personnelContexts.tech && ['Pending', 'Scheduled'].includes(intake.status));
    expect(answer.results.map((item) => item.context).sort()).toEqual(expected.map((intake) => intake.context).sort());
    expect(answer.results.every((item) => item.status === 'Pending' || item.status === 'Scheduled')).toBe(true);
    expect(answer.intakeStatusSummary.pending).toBe(db.intakes.all().filter((intake) => intake.assignedToContext === personnelContexts.tech && intake.status === 'Pending').length);
  });

  it('puts the user\u2019s recently used intake first, newest use first', async () => {
    const { accessToken } = await signIn(seededUsernames.tech);
    const answer = await snapshot(accessToken, { ...everything, recentlyUsed: true });
    const recent = recentContexts(getDb(), seededUsernames.tech, 'intake');
    expect(recent.length).toBeGreaterThan(2);
    expect(answer.results.slice(0, recent.length).map((item) => item.context)).toEqual(recent);
    const rest = answer.results.slice(recent.length).map((item) => item.dateTime);
    expect(rest).toEqual([...rest].sort().reverse());
  });

  it('answers at most 50 records', async () => {
    const { accessToken } = await signIn(seededUsernames.office);
    const template = getDb().intakes.all()[0]!;
    for (let index = 0; index < 30; index += 1) getDb().intakes.insert({ ...template, context: `extra-intake-${index}` });
    expect(getDb().intakes.size).toBeGreaterThan(50);
    const answer = await snapshot(accessToken, everything);
    expect(answer.results).toHaveLength(50);
  });

  it('answers 400 for a malformed request or status, 403 without INTAKE_R and 401 without a user', async () => {
    const { accessToken } = await signIn(seededUsernames.office);
    const malformed = await post('IntakeSnapshot/GetSnapshot', { statuses: 'Pending' }, accessToken);
    expect(malformed.status).toBe(400);
    expect(Array.isArray(await malformed.json())).toBe(true);
    const unknown = await post('IntakeSnapshot/GetSnapshot', { ...everything, statuses: ['Open'] }, accessToken);
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toEqual(['Unknown status Open.']);
    expect((await post('IntakeSnapshot/GetSnapshot', everything)).status).toBe(401);
    removePermission(seededUsernames.office, 'INTAKE_R');
    expect((await post('IntakeSnapshot/GetSnapshot', everything, accessToken)).status).toBe(403);
  });
});

describe('POST TaskSnapshot/GetSnapshot', () => {
  const everything: SnapshotRequest = { assignedTo: null, statuses: [], recentlyUsed: false };

  async function snapshot(token: string, body: unknown) {
    const response = await post('TaskSnapshot/GetSnapshot', body, token);
    expect(response.status).toBe(200);
    return taskSnapshotResponseSchema.parse(await response.json());
  }

  it('lists tasks changed last first', async () => {
    const { accessToken } = await signIn(seededUsernames.tech);
    const answer = await snapshot(accessToken, everything);
    const db = getDb();
    expect(answer.results).toHaveLength(db.tasks.size);
    const modified = answer.results.map((item) => db.tasks.all().find((task) => task.context === item.context)!.dateModified);
    expect(modified).toEqual([...modified].sort().reverse());
    expect(answer.results.some((item) => item.assignedTo?.name === 'Theo Tech')).toBe(true);
    expect(answer.results.some((item) => item.taskType === null || item.taskType.text === 'Call Back')).toBe(true);
  });

  it('filters by assignee and status and puts recently used tasks first', async () => {
    const { accessToken } = await signIn(seededUsernames.tech);
    const mine = await snapshot(accessToken, { assignedTo: personnelContexts.tech, statuses: ['Open', 'In-Progress'], recentlyUsed: false });
    expect(mine.results.length).toBeGreaterThan(0);
    for (const item of mine.results) {
      expect(item.assignedTo?.context).toBe(personnelContexts.tech);
      expect(['Open', 'In-Progress']).toContain(item.status);
    }
    const recent = await snapshot(accessToken, { ...everything, recentlyUsed: true });
    const contexts = recentContexts(getDb(), seededUsernames.tech, 'task');
    expect(recent.results.slice(0, contexts.length).map((item) => item.context)).toEqual(contexts);
  });

  it('answers 400, 403 without TASK_R and 401', async () => {
    const { accessToken } = await signIn(seededUsernames.tech);
    expect((await post('TaskSnapshot/GetSnapshot', { ...everything, statuses: ['In Progress'] }, accessToken)).status).toBe(400);
    expect((await post('TaskSnapshot/GetSnapshot', { assignedTo: 5 }, accessToken)).status).toBe(400);
    expect((await post('TaskSnapshot/GetSnapshot', everything)).status).toBe(401);
    removePermission(seededUsernames.tech, 'TASK_R');
    const forbidden = await post('TaskSnapshot/GetSnapshot', everything, accessToken);
    expect(forbidden.status).toBe(403);
    expect(await forbidden.text()).toContain('TASK_R');
  });
});
