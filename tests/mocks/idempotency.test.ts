// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { endpoints } from '../../src/config/endpoints';
import { IDEMPOTENCY_KEY_HEADER } from '../../src/lib/api-client/idempotency';
import { seededUsernames } from '../../mocks/db/seed';
import { MY_DAY_SIGN_OFF_CONTEXT } from '../../mocks/db/seed-my-day';
import { personnelContexts } from '../../mocks/db/seed-personnel';
import { getDb } from '../../mocks/db/store';
import { IDEMPOTENT_REPLAYED_HEADER, idempotencyMessages } from '../../mocks/handlers/idempotency';
import { signIn, useMockServer } from './mock-api';
import { call, myDay } from './visit-fixtures';

useMockServer();

const TINY_PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

/** Sends the same call twice with one key: both answers, as status, text and the replay header. */
async function twice(path: string, token: string, body: unknown, key = crypto.randomUUID()) {
  const answers = [];
  for (let index = 0; index < 2; index += 1) {
    const response = await call('POST', path, token, body, { [IDEMPOTENCY_KEY_HEADER]: key });
    answers.push({ status: response.status, text: await response.text(), replayed: response.headers.get(IDEMPOTENT_REPLAYED_HEADER), type: response.headers.get('Content-Type') });
  }
  const [first, second] = answers as [(typeof answers)[number], (typeof answers)[number]];
  expect(first.status).toBe(200);
  expect(second).toEqual({ ...first, replayed: 'true' });
  expect(first.replayed).toBeNull();
  return first;
}

function techTask() {
  const task = getDb()
    .tasks.where('assignedTo', personnelContexts.tech)
    .find((item) => item.checklist.length > 0)!;
  return task;
}

describe('Idempotency-Key', () => {
  it('Visit/AddNote: the note is appended once and the same answer comes back twice', async () => {
    const { accessToken } = await signIn(seededUsernames.tech);
    const visit = (await myDay(accessToken)).visits.find((item) => item.visitJob !== null)!;
    const before = getDb().jobs.get(visit.visitJob!.context)!;
    await twice(endpoints.visit.addNote, accessToken, { appointmentContext: visit.context, at: new Date().toISOString(), note: 'Checked the breaker.' });
    const after = getDb().jobs.get(before.context)!;
    expect(after.version).toBe(before.version + 1);
    expect(after.internalNotes.match(/Checked the breaker\./g)).toHaveLength(1);
  });

  it('FormInstance/Update: saved once (a second save at the same version would have been a 409)', async () => {
    const { accessToken } = await signIn(seededUsernames.tech);
    const form = getDb().formInstances.get(MY_DAY_SIGN_OFF_CONTEXT)!;
    const signedOff = {
      ...form.values,
      workPerformed: 'Replaced the run capacitor.',
      completionDate: new Date().toISOString().slice(0, 10),
      areaClean: true,
      customerName: 'Jasmine Reed',
      customerSignature: `data:image/png;base64,${TINY_PNG}`,
    };
    const answer = await twice(endpoints.formInstance.update, accessToken, { context: form.context, version: form.version, values: signedOff });
    expect((JSON.parse(answer.text) as { version: number }).version).toBe(form.version + 1);
    expect(getDb().formInstances.get(form.context)!.version).toBe(form.version + 1);
  });

  it('Task/ToggleChecklistItem: toggled once', async () => {
    const { accessToken } = await signIn(seededUsernames.tech);
    const task = techTask();
    const item = task.checklist[0]!;
    await twice(endpoints.task.toggleChecklistItem, accessToken, { context: task.context, checklistItemContext: item.context, complete: !item.complete });
    const saved = getDb().tasks.get(task.context)!;
    expect(saved.version).toBe(task.version + 1);
    expect(saved.checklist[0]!.complete).toBe(!item.complete);
  });

  it('JobStorage/Upload: one image is stored', async () => {
    const { accessToken } = await signIn(seededUsernames.tech);
    const visit = (await myDay(accessToken)).visits.find((item) => item.visitJob !== null)!;
    const jobContext = visit.visitJob!.context;
    const count = () => getDb().storageItems.where('entity', jobContext).length;
    const before = count();
    const answer = await twice(endpoints.jobStorage.upload, accessToken, { jobContext, kind: 'image', name: 'before.png', contentType: 'image/png', data: TINY_PNG });
    expect(answer.type).toContain('application/json');
    expect(count()).toBe(before + 1);
  });

  it('keeps keys per user: the same key from another user runs their call', async () => {
    const tech = await signIn(seededUsernames.tech);
    const office = await signIn(seededUsernames.office);
    const task = techTask();
    const item = task.checklist[0]!;
    const key = crypto.randomUUID();
    const body = { context: task.context, checklistItemContext: item.context, complete: !item.complete };
    const headers = { [IDEMPOTENCY_KEY_HEADER]: key };
    const first = await call('POST', endpoints.task.toggleChecklistItem, tech.accessToken, body, headers);
    const second = await call('POST', endpoints.task.toggleChecklistItem, office.accessToken, { ...body, complete: item.complete }, headers);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(second.headers.get(IDEMPOTENT_REPLAYED_HEADER)).toBeNull();
    expect(getDb().tasks.get(task.context)!.version).toBe(task.version + 2);
    expect(getDb().idempotencyRecords.size).toBe(2);
  });

  it('keeps only 2xx answers, refuses a key used on another call, and forgets answers after 7 days', async () => {
    const { accessToken } = await signIn(seededUsernames.tech);
    const key = crypto.randomUUID();
    const headers = { [IDEMPOTENCY_KEY_HEADER]: key };
    const missing = await call('POST', endpoints.visit.addNote, accessToken, { appointmentContext: 'nope', at: new Date().toISOString(), note: 'x' }, headers);
    expect(missing.status).toBe(404);
    expect(getDb().idempotencyRecords.size).toBe(0);

    const task = techTask();
    const item = task.checklist[0]!;
    const body = { context: task.context, checklistItemContext: item.context, complete: !item.complete };
    expect((await call('POST', endpoints.task.toggleChecklistItem, accessToken, body, headers)).status).toBe(200);
    const other = await call('POST', endpoints.visit.addNote, accessToken, { appointmentContext: 'nope', at: new Date().toISOString(), note: 'x' }, headers);
    expect(other.status).toBe(422);
    expect(await other.text()).toBe(idempotencyMessages.otherEndpoint);

    const old = getDb().idempotencyRecords.all()[0]!;
    getDb().idempotencyRecords.put({ ...old, at: new Date(Date.now() - 8 * 86_400_000).toISOString() });
    expect((await call('POST', endpoints.task.toggleChecklistItem, accessToken, body, { [IDEMPOTENCY_KEY_HEADER]: crypto.randomUUID() })).status).toBe(200);
    expect(getDb().idempotencyRecords.all().map((record) => record.key)).not.toContain(key);
  });

  it('replays a call sent again while the first is still running', async () => {
    const { accessToken } = await signIn(seededUsernames.tech);
    const task = techTask();
    const item = task.checklist[0]!;
    const headers = { [IDEMPOTENCY_KEY_HEADER]: crypto.randomUUID() };
    const body = { context: task.context, checklistItemContext: item.context, complete: !item.complete };
    const [a, b] = await Promise.all([0, 1].map(() => call('POST', endpoints.task.toggleChecklistItem, accessToken, body, headers)));
    expect([a!.status, b!.status]).toEqual([200, 200]);
    expect(await a!.text()).toBe(await b!.text());
    expect(getDb().tasks.get(task.context)!.version).toBe(task.version + 1);
  });
});
