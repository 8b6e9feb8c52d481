import { openDB, type DBSchema, type IDBPDatabase } from 'idb';

/** Where a queued change stands: waiting to be sent, refused because the office changed the record, or refused for another reason. */
export type OutboxState = 'pending' | 'conflict' | 'failed';

/** What a queued change does (the queue screen and the conflict dialog word it by kind). */
export type OutboxKind = 'visit-step' | 'visit-note' | 'form-save' | 'checklist-toggle' | 'photo';

/** One change made on the device, kept until the server has it. */
export interface OutboxRecord {
  /** The queue's order (IndexedDB's auto-increment key). */
  id: number;
  /** The signed-in user who made it; another user's changes are never sent with this user's session. */
  userId: string;
  /** Sent as the `Idempotency-Key` header: a retry is answered with the first answer, never applied twice. */
  idempotencyKey: string;
  /** The API path it is sent to (a POST with `body`). */
  endpoint: string;
  body: unknown;
  kind: OutboxKind;
  /** What the technician did, in words ("On My Way: Furnace tune-up"). */
  label: string;
  /** The record it changes (`appointment:…`, `form:…`): later changes of a held record wait behind it. */
  recordKey: string;
  /** ISO date-time it was made. */
  createdAt: string;
  state: OutboxState;
  /** The server's messages when it was refused. */
  messages: string[];
  /** On a conflict: the record as the office left it (when the server sent it). */
  current: unknown;
}

/** A copy of what a screen loaded, kept on the device for when there is no network. */
export interface DeviceSnapshot {
  key: string;
  userId: string;
  savedAt: string;
  data: unknown;
}

interface OfflineSchema extends DBSchema {
  outbox: { key: number; value: OutboxRecord; indexes: { byUser: string } };
  snapshots: { key: string; value: DeviceSnapshot };
}

export const OFFLINE_DB_NAME = 'fieldline-offline';

let opened: Promise<IDBPDatabase<OfflineSchema>> | null = null;

/** The device's offline store: the outbox (in order) and the saved copies of screens. */
export function offlineDb(): Promise<IDBPDatabase<OfflineSchema>> {
  opened ??= openDB<OfflineSchema>(OFFLINE_DB_NAME, 1, {
    upgrade(db) {
      const outbox = db.createObjectStore('outbox', { keyPath: 'id', autoIncrement: true });
      outbox.createIndex('byUser', 'userId');
      db.createObjectStore('snapshots', { keyPath: 'key' });
    },
    // Another tab (a newer build) wants to upgrade: let it.
    blocking() {
      void opened?.then((db) => db.close());
      opened = null;
    },
  });
  return opened;
}

/** Test helper: forget the open connection (after the test's IndexedDB was replaced). */
export function forgetOfflineDb(): void {
  opened = null;
}
