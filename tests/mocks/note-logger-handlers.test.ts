// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { searchResponseSchema } from '../../src/lib/schemas/common-schemas';
import { serverErrorLogSchema } from '../../src/lib/schemas/diagnostics-schemas';
import { noteItemSchema, type NoteSearchRequest } from '../../src/lib/schemas/note-schemas';
import { seededUsernames } from '../../mocks/db/seed';
import { getDb } from '../../mocks/db/store';
import { get, post, signIn, useMockServer } from './mock-api';

useMockServer();

const answerSchema = searchResponseSchema(noteItemSchema);
const base: NoteSearchRequest = { searchTerm: '', sort: { by: 'Updated', direction: 'DESC' }, pageNumber: 0, pageSize: 200, source: 'All' };

async function search(token: string, body: Partial<NoteSearchRequest> = {}) {
  const response = await post('Note/Search', { ...base, ...body }, token);
  expect(response.status).toBe(200);
  return answerSchema.parse(await response.json());
}

function withoutPermission(username: string, code: string): void {
  const db = getDb();
  const user = db.users.all().find((candidate) => candidate.username === username);
  if (!user) throw new Error(`no user ${username}`);
  db.users.put({ ...user, permissions: user.permissions.filter((permission) => permission !== code) });
}

describe('Logger/LogError and Logger/GetErrors', () => {
  it('stores what a signed-in client reports and answers it, newest first, to ROOT only', async () => {
    const office = await signIn(seededUsernames.office);
    const first = await post('Logger/LogError', { message: 'First failure', stack: 'at one()' }, office.accessToken, { VersionKey: '9.9.9' });
    expect(first.status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 5));
    await post('Logger/LogError', { message: 'Second failure', stack: null }, office.accessToken);

    const root = await signIn(seededUsernames.root);
    const response = await get('Logger/GetErrors', root.accessToken);
    expect(response.status).toBe(200);
    const log = serverErrorLogSchema.parse(await response.json());
    expect(log.map((entry) => entry.message)).toEqual(['Second failure', 'First failure']);
    expect(log[1]).toMatchObject({ username: seededUsernames.office, stack: 'at one()', clientVersion: '9.9.9' });

    expect((await get('Logger/GetErrors', office.accessToken)).status).toBe(403);
    expect((await get('Logger/GetErrors')).status).toBe(401);
  });

  it('refuses an empty message', async () => {
    const office = await signIn(seededUsernames.office);
    const response = await post('Logger/LogError', { message: '  ', stack: null }, office.accessToken);
    expect(response.status).toBe(400);
    expect(getDb().errorLogs.size).toBe(0);
  });
});

describe('Note/Search', () => {
  it('gathers the notes of customers, jobs and intake, each linked to its record', async () => {
    const { accessToken } = await signIn(seededUsernames.office);
    const answer = await search(accessToken);
    const sources = new Set(answer.results.map((note) => note.source));
    expect(sources).toEqual(new Set(['Customer', 'Job', 'Intake']));
    expect(answer.totalCount).toBe(answer.searchResultCount);
    const db = getDb();
    for (const note of answer.results) {
      const record = note.source === 'Customer' ? db.customers.get(note.recordContext) : note.source === 'Job' ? db.jobs.get(note.recordContext) : db.intakes.get(note.recordContext);
      expect(record).toBeDefined();
      expect(note.text.trim()).not.toBe('');
    }
    const updated = answer.results.map((note) => note.updated);
    expect(updated).toEqual([...updated].sort().reverse());
  });

  it('filters by source and by a term in the note or the record name, and pages', async () => {
    const { accessToken } = await signIn(seededUsernames.office);
    const jobs = await search(accessToken, { source: 'Job' });
    expect(jobs.results.length).toBeGreaterThan(0);
    expect(jobs.results.every((note) => note.source === 'Job')).toBe(true);

    const job = jobs.results[0]!;
    const word = job.text.replace(/<[^>]*>/g, ' ').split(/\s+/).find((candidate) => candidate.length >= 5)!;
    const found = await search(accessToken, { searchTerm: word });
    expect(found.results.some((note) => note.context === job.context)).toBe(true);
    expect(found.searchResultCount).toBeLessThanOrEqual(found.totalCount);

    const nothing = await search(accessToken, { searchTerm: 'zzqqxx-no-such-note' });
    expect(nothing.results).toEqual([]);
    expect(nothing.searchResultCount).toBe(0);

    const all = await search(accessToken);
    const second = await search(accessToken, { pageSize: 2, pageNumber: 1 });
    expect(second.results.map((note) => note.context)).toEqual(all.results.slice(2, 4).map((note) => note.context));

    const byRecord = await search(accessToken, { sort: { by: 'Record', direction: 'ASC' } });
    expect(byRecord.results.length).toBe(all.results.length);
  });

  it('shows only the sources the user may read and refuses a source it may not', async () => {
    withoutPermission(seededUsernames.tech, 'CUST_R');
    const { accessToken } = await signIn(seededUsernames.tech);
    const answer = await search(accessToken);
    expect(answer.results.length).toBeGreaterThan(0);
    expect(answer.results.some((note) => note.source === 'Customer')).toBe(false);
    expect((await post('Note/Search', { ...base, source: 'Customer' }, accessToken)).status).toBe(403);
  });

  it('validates the request: a short term, an unknown source, and a missing token', async () => {
    const { accessToken } = await signIn(seededUsernames.office);
    const short = await post('Note/Search', { ...base, searchTerm: 'ab' }, accessToken);
    expect(short.status).toBe(400);
    const unknown = await post('Note/Search', { ...base, source: 'Task' }, accessToken);
    expect(unknown.status).toBe(400);
    expect((await post('Note/Search', base)).status).toBe(401);
  });
});
