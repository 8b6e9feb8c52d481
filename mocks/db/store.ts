import { createStore, watchStore, type CollectionName, type MockDb, type StoreChange, type StoredOrder } from './mock-store';
import { createSeed } from './seed';
import type { MockData, SeedKind } from './types';

/**
 * Where the database is kept between page loads (IndexedDB in the browser; nothing in Node). The
 * store calls it for every record written and when the whole database is replaced.
 */
export interface StorePersistence {
  /** One record written or removed. */
  changed(change: StoreChange): void;
  /** Every record replaced (a reset). */
  replaced(db: MockDb): void;
  /** Resolves once every change so far is stored. */
  flushed(): Promise<void>;
  /**
   * Resolves once the records written so far are stored, without hurrying a whole database that
   * waits for an idle moment (nothing is stored before it anyway).
   */
  changesFlushed?(): Promise<void>;
  /** Reads one record (or a whole collection) again from storage, where another tab may have written it since this page loaded. */
  reread?(store: CollectionName, key?: string): Promise<void>;
}

let current: MockDb | undefined;
let persistence: StorePersistence | undefined;

function install(db: MockDb): MockDb {
  if (current && current !== db) watchStore(current, undefined);
  current = db;
  const target = persistence;
  watchStore(db, target && ((change) => target.changed(change)));
  return db;
}

/** The database: indexed collections and singletons. Write only through their `insert`, `put`, `update` and `remove`. */
export function getDb(): MockDb {
  return current ?? install(createStore(createSeed()));
}

/** Uses `data` as the database from now on (e.g. what IndexedDB held), without storing it again. */
export function loadDb(data: MockData, order?: StoredOrder): MockDb {
  return install(createStore(data, order));
}

/** Restores a seed (`kind`, default: the seed in use; dates relative to `now`) and stores it. */
export function resetDb(kind: SeedKind = current?.meta.seedKind ?? 'small', now: Date = new Date()): MockDb {
  const db = install(createStore(createSeed(now, kind)));
  persistence?.replaced(db);
  return db;
}

/** Chooses where changes are stored (`undefined`: nowhere, as in Node tests). */
export function setPersistence(next: StorePersistence | undefined): void {
  persistence = next;
  if (current) install(current);
}

/** Resolves once every change made so far is stored. */
export function whenStored(): Promise<void> {
  return persistence?.flushed() ?? Promise.resolve();
}

/**
 * Resolves once the records changed so far are stored, so another tab of the demo can read them (a
 * rotated refresh token before the answer that carries it leaves; at once in Node).
 */
export function whenChangesStored(): Promise<void> {
  return persistence?.changesFlushed?.() ?? persistence?.flushed() ?? Promise.resolve();
}

/**
 * Brings one record (without `key`: every record of the collection) up to date with what is stored:
 * in the demo every tab has its own copy of the data, and another tab may have written the record
 * since (a refresh token it rotated). Nothing in Node.
 */
export function rereadStored(store: CollectionName, key?: string): Promise<void> {
  return persistence?.reread?.(store, key) ?? Promise.resolve();
}
