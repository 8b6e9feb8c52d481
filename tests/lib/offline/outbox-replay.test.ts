// @vitest-environment node
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { beforeEach, describe, expect, it } from 'vitest';
import { forgetOfflineDb, type OutboxRecord } from '@/lib/offline/offline-db';
import { enqueueChange, forgetOutboxCache, listOutbox, type NewOutboxRecord } from '@/lib/offline/outbox';
import { replayOutbox, type SendOutcome } from '@/lib/offline/outbox-replay';

const USER = 'tech@demo.test';

function change(overrides: Partial<NewOutboxRecord> = {}): NewOutboxRecord {
  return { userId: USER, endpoint: 'Visit/AddNote', body: { note: 'a' }, kind: 'visit-note', label: 'Note', recordKey: 'notes:1', ...overrides };
}

/** A fake server: answers each record by the function given, and records what it was sent. */
function server(answer: (record: OutboxRecord, index: number) => SendOutcome) {
  const sent: OutboxRecord[] = [];
  return {
    sent,
    send: (record: OutboxRecord) => {
      sent.push(record);
      return Promise.resolve(answer(record, sent.length - 1));
    },
  };
}

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
  forgetOfflineDb();
  forgetOutboxCache();
});

describe('the outbox', () => {
  it('keeps changes in the order they were made, each with its own idempotency key', async () => {
    await enqueueChange(change({ label: 'first' }));
    await enqueueChange(change({ label: 'second' }));
    await enqueueChange(change({ label: 'another user', userId: 'office@demo.test' }));
    const records = await listOutbox(USER);
    expect(records.map((record) => record.label)).toEqual(['first', 'second']);
    expect(new Set(records.map((record) => record.idempotencyKey)).size).toBe(2);
    expect(records.every((record) => record.state === 'pending')).toBe(true);
  });

  it('sends every change once, in order, and empties the queue', async () => {
    await enqueueChange(change({ label: 'On My Way', kind: 'visit-step', recordKey: 'appointment:1' }));
    await enqueueChange(change({ label: 'Start', kind: 'visit-step', recordKey: 'appointment:1' }));
    await enqueueChange(change({ label: 'Photo', kind: 'photo', recordKey: 'photo:1' }));
    const fake = server(() => ({ kind: 'sent', data: {} }));
    const summary = await replayOutbox(USER, fake.send);
    expect(fake.sent.map((record) => record.label)).toEqual(['On My Way', 'Start', 'Photo']);
    expect(summary).toEqual({ sent: 3, held: 0, stopped: false });
    expect(await listOutbox(USER)).toEqual([]);
    // A second replay has nothing to send.
    await replayOutbox(USER, fake.send);
    expect(fake.sent).toHaveLength(3);
  });

  it('stops at the first change that gets no answer and keeps it and the rest, with the same keys, for the next replay', async () => {
    await enqueueChange(change({ label: 'one' }));
    await enqueueChange(change({ label: 'two' }));
    const keys = (await listOutbox(USER)).map((record) => record.idempotencyKey);
    const offline = server((_record, index) => (index === 0 ? { kind: 'sent', data: {} } : { kind: 'offline' }));
    expect(await replayOutbox(USER, offline.send)).toMatchObject({ sent: 1, stopped: true });
    expect((await listOutbox(USER)).map((record) => record.label)).toEqual(['two']);
    const online = server(() => ({ kind: 'sent', data: {} }));
    await replayOutbox(USER, online.send);
    expect(online.sent.map((record) => record.idempotencyKey)).toEqual([keys[1]]);
  });

  it('holds a conflicting change with the office version, and the later changes of that record behind it, while other records go on', async () => {
    await enqueueChange(change({ label: 'On My Way', kind: 'visit-step', recordKey: 'appointment:1' }));
    await enqueueChange(change({ label: 'Start', kind: 'visit-step', recordKey: 'appointment:1' }));
    await enqueueChange(change({ label: 'Other visit', kind: 'visit-step', recordKey: 'appointment:2' }));
    const fake = server((record) =>
      record.label === 'On My Way' ? { kind: 'conflict', messages: ['The office changed this visit after your copy was loaded.'], current: { version: 3 } } : { kind: 'sent', data: {} },
    );
    const summary = await replayOutbox(USER, fake.send);
    expect(fake.sent.map((record) => record.label)).toEqual(['On My Way', 'Other visit']);
    expect(summary).toMatchObject({ sent: 1, held: 2 });
    const left = await listOutbox(USER);
    expect(left.map((record) => [record.label, record.state])).toEqual([
      ['On My Way', 'conflict'],
      ['Start', 'pending'],
    ]);
    expect(left[0]).toMatchObject({ messages: ['The office changed this visit after your copy was loaded.'], current: { version: 3 } });
  });

  it('marks a change the server refuses for another reason as failed, with its messages, and never drops it', async () => {
    await enqueueChange(change({ label: 'Bad note' }));
    const fake = server(() => ({ kind: 'failed', messages: ['Enter a note.'] }));
    await replayOutbox(USER, fake.send);
    await replayOutbox(USER, fake.send);
    expect(fake.sent).toHaveLength(1);
    expect(await listOutbox(USER)).toMatchObject([{ label: 'Bad note', state: 'failed', messages: ['Enter a note.'] }]);
  });

  it('moves later saves of a form onto the version the previous save produced', async () => {
    await enqueueChange(change({ kind: 'form-save', endpoint: 'FormInstance/Update', recordKey: 'form:1', body: { context: '1', version: 4, values: { a: 'x' } } }));
    await enqueueChange(change({ kind: 'form-save', endpoint: 'FormInstance/Update', recordKey: 'form:1', body: { context: '1', version: 4, values: { a: 'y' } } }));
    const fake = server((record) => ({ kind: 'sent', data: { version: (record.body as { version: number }).version + 1 } }));
    await replayOutbox(USER, fake.send);
    expect(fake.sent.map((record) => (record.body as { version: number }).version)).toEqual([4, 5]);
  });
});
