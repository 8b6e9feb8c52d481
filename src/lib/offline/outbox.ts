import { useEffect, useSyncExternalStore } from 'react';
import { offlineDb, type OutboxKind, type OutboxRecord } from './offline-db';

/**
 * The page's outbox (issue 17): every change a technician makes to a visit goes here first, in
 * order, in IndexedDB, so it survives a reload and a closed tab; `outbox-replay.ts` sends it. Other
 * tabs hear of changes through a BroadcastChannel.
 */

export interface NewOutboxRecord {
  userId: string;
  endpoint: string;
  body: unknown;
  kind: OutboxKind;
  label: string;
  recordKey: string;
}

const CHANNEL = 'fieldline-outbox';
const listeners = new Set<() => void>();
let channel: BroadcastChannel | null = null;
/** The records as last read, per user (what the hook shows). */
const loaded = new Map<string, OutboxRecord[]>();
const EMPTY: OutboxRecord[] = [];

function notifyHere(): void {
  void Promise.all([...loaded.keys()].map((userId) => refresh(userId))).then(() => listeners.forEach((listener) => listener()));
}

function ensureChannel(): void {
  if (channel || typeof BroadcastChannel === 'undefined') return;
  channel = new BroadcastChannel(CHANNEL);
  channel.onmessage = () => notifyHere();
}

/** Tells this tab's screens and the other tabs that the outbox changed. */
function changed(): void {
  ensureChannel();
  channel?.postMessage('changed');
  notifyHere();
}

async function refresh(userId: string): Promise<void> {
  loaded.set(userId, await listOutbox(userId));
}

/** The user's queued changes, oldest first. */
export async function listOutbox(userId: string): Promise<OutboxRecord[]> {
  const db = await offlineDb();
  const records = await db.getAllFromIndex('outbox', 'byUser', userId);
  return records.sort((a, b) => a.id - b.id);
}

/** Queues a change (with a new idempotency key) and answers it as stored. */
export async function enqueueChange(change: NewOutboxRecord): Promise<OutboxRecord> {
  const db = await offlineDb();
  const record: Omit<OutboxRecord, 'id'> = {
    ...change,
    idempotencyKey: crypto.randomUUID(),
    createdAt: new Date().toISOString(),
    state: 'pending',
    messages: [],
    current: null,
  };
  // The store gives the key (auto-increment): the record goes in without one.
  const id = await db.add('outbox', record as unknown as OutboxRecord);
  changed();
  return { ...record, id };
}

export async function removeOutboxRecord(id: number): Promise<void> {
  const db = await offlineDb();
  await db.delete('outbox', id);
  changed();
}

export async function updateOutboxRecord(id: number, update: (record: OutboxRecord) => OutboxRecord): Promise<void> {
  const db = await offlineDb();
  const tx = db.transaction('outbox', 'readwrite');
  const record = await tx.store.get(id);
  if (record) await tx.store.put(update(record));
  await tx.done;
  changed();
}

function subscribe(listener: () => void): () => void {
  ensureChannel();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The user's queued changes, kept current (this tab's and other tabs' changes). */
export function useOutbox(userId: string | null): OutboxRecord[] {
  useEffect(() => {
    if (userId && !loaded.has(userId)) {
      void refresh(userId).then(() => listeners.forEach((listener) => listener()));
    }
  }, [userId]);
  return useSyncExternalStore(subscribe, () => (userId ? (loaded.get(userId) ?? EMPTY) : EMPTY));
}

/** Test helper: forget what was read. */
export function forgetOutboxCache(): void {
  loaded.clear();
}
