import { deleteDB, openDB, type IDBPDatabase } from 'idb';
import {
  collectionNames,
  collectionOf,
  createStore,
  singletonNames,
  singletonOf,
  type CollectionName,
  type MockDb,
  type StoreChange,
  type StoreMeta,
  type StoredOrder,
} from './mock-store';
import { MOCK_DB_SCHEMA_VERSION } from './seed-company';
import { revivedSeedRecord, storableSeedRecord } from './seed-content';
import { seedContentBuilder } from './seed-storage';
import type { StorePersistence } from './store';
import type { MockData } from './types';

/**
 * The IndexedDB database of the demo's data. Each collection has an object store of the records
 * written since the seed (by key; a removed record leaves a marker), the `seed` store holds each
 * collection's records as the seed built them (one JSON text per collection, written once, so a
 * visit reads 40,000 job lines as one value instead of 40,000), and `singletons` the singletons and
 * the meta record.
 */
export const MOCK_IDB_NAME = 'fieldline-mock';
/** The object store of the singletons (company information, subscription, …) and the meta record. */
export const SINGLETON_STORE = 'singletons';
/** The object store of the seed's records: one JSON array per collection. */
export const SEED_STORE = 'seed';
const META_KEY = 'meta';

type StoreName = CollectionName | typeof SINGLETON_STORE;

/** A record written since the seed: its place in the collection's order, and the record (`null`: removed). */
interface StoredRow {
  seq: number;
  record: unknown;
}

/** What one flush wrote, for measurements and tests. */
export interface FlushReport {
  puts: number;
  deletes: number;
  stores: StoreName[];
  milliseconds: number;
}

/** The last flushes of this page (newest last), for `window.__mock.storeWrites()` and the bench. */
export const recentFlushes: FlushReport[] = [];
const KEPT_FLUSHES = 50;
/** The longest a fresh seed waits for an idle moment before it is written anyway. */
const WHOLE_WRITE_WAIT_MS = 2000;

/**
 * Opens the demo's database. Its version is the data's schema version: opening data of an older
 * schema drops every object store, so the caller finds nothing stored and writes a fresh seed.
 */
export async function openMockIdb(name = MOCK_IDB_NAME): Promise<IDBPDatabase> {
  const open = () =>
    openDB(name, MOCK_DB_SCHEMA_VERSION, {
      upgrade(db) {
        for (const store of Array.from(db.objectStoreNames)) db.deleteObjectStore(store);
        for (const store of collectionNames) db.createObjectStore(store);
        db.createObjectStore(SINGLETON_STORE);
        db.createObjectStore(SEED_STORE);
      },
    });
  try {
    return await open();
  } catch (error) {
    // Data of a newer schema (an older build opened after a newer one): start over.
    if (!(error instanceof DOMException) || error.name !== 'VersionError') throw error;
    await deleteDB(name);
    return open();
  }
}

/** What IndexedDB holds: the data, and each collection's order numbers. */
export interface StoredData {
  data: MockData;
  order: StoredOrder;
}

/** The seed's records with the records written since laid over them (replaced in place, removed, or added in order). */
function merge(seedRecords: readonly unknown[], keyOf: (record: unknown) => string, keys: readonly IDBValidKey[], rows: readonly StoredRow[]) {
  const position = new Map(seedRecords.map((record, index) => [keyOf(record), index]));
  const merged: unknown[] = [...seedRecords];
  const added: StoredRow[] = [];
  rows.forEach((row, index) => {
    const at = position.get(String(keys[index]));
    if (at !== undefined) merged[at] = row.record;
    else if (row.record !== null) added.push(row);
  });
  added.sort((a, b) => a.seq - b.seq);
  const records: unknown[] = [];
  const order: number[] = [];
  merged.forEach((record, index) => {
    if (record === null) return;
    records.push(record);
    order.push(index + 1);
  });
  for (const row of added) {
    records.push(row.record);
    order.push(row.seq);
  }
  return { records, order };
}

/** The stored data, or `null` when nothing complete of this schema version is stored. */
export async function readStoredData(idb: IDBPDatabase): Promise<StoredData | null> {
  const tx = idb.transaction([...collectionNames, SINGLETON_STORE, SEED_STORE], 'readonly');
  const meta = (await tx.objectStore(SINGLETON_STORE).get(META_KEY)) as StoreMeta | undefined;
  if (!meta || meta.schemaVersion !== MOCK_DB_SCHEMA_VERSION) return null;
  const data: Record<string, unknown> = { ...meta };
  const order: StoredOrder = {};
  const keys = createStore(emptyData(meta));
  await Promise.all([
    ...collectionNames.map(async (name) => {
      const store = tx.objectStore(name);
      const [seedText, rowKeys, rows] = await Promise.all([
        tx.objectStore(SEED_STORE).get(name) as Promise<string | undefined>,
        store.getAllKeys(),
        store.getAll() as Promise<StoredRow[]>,
      ]);
      const collection = collectionOf(keys, name);
      const merged = merge(seedText ? (JSON.parse(seedText) as unknown[]).map((record) => revivedSeedRecord(record, seedContentBuilder)) : [], (record) => collection.keyOf(record), rowKeys, rows);
      data[name] = merged.records;
      order[name] = merged.order;
    }),
    ...singletonNames.map(async (name) => {
      data[name] = await tx.objectStore(SINGLETON_STORE).get(name);
    }),
  ]);
  await tx.done;
  return singletonNames.every((name) => data[name] !== undefined) ? { data: data as unknown as MockData, order } : null;
}

/** Data with no records, to reach the collections' key functions. */
function emptyData(meta: StoreMeta): MockData {
  const data: Record<string, unknown> = { ...meta };
  for (const name of collectionNames) data[name] = [];
  return data as unknown as MockData;
}

/**
 * Replaces everything stored with `db` (a fresh seed) in one transaction: each collection's records
 * as one JSON text (seeded images and files as references to their content, not their bytes:
 * mocks/db/seed-content.ts), the meta record last, so a cut-off write stores nothing.
 */
export async function writeAll(idb: IDBPDatabase, db: MockDb): Promise<void> {
  const tx = idb.transaction([...collectionNames, SINGLETON_STORE, SEED_STORE], 'readwrite');
  for (const name of [...collectionNames, SINGLETON_STORE, SEED_STORE] as const) void tx.objectStore(name).clear();
  const seed = tx.objectStore(SEED_STORE);
  for (const name of collectionNames) void seed.put(JSON.stringify(collectionOf(db, name).all().map(storableSeedRecord)), name);
  const singletons = tx.objectStore(SINGLETON_STORE);
  for (const name of singletonNames) void singletons.put(singletonOf(db, name).get(), name);
  void singletons.put(db.meta, META_KEY);
  await tx.done;
}

/** A message to the other tabs: which records changed, or that everything was replaced. */
export type TabMessage = { kind: 'changes'; changes: { store: StoreName; keys: string[] }[] } | { kind: 'reset' };

export interface IdbPersistenceOptions {
  /** The database the records are read from (a record is written as it is when the flush runs). */
  current: () => MockDb;
  /** Told after each flush (another tab's data is out of date). */
  broadcast?: (message: TabMessage) => void;
  onFlush?: (report: FlushReport) => void;
}

/**
 * Stores each changed record on its own: the changes of one task are collected and written in one
 * transaction right after it (`setTimeout 0`), so a handler's writes cost nothing while it runs and
 * saving one job writes that job, not the others.
 */
export function createIdbPersistence(idb: IDBPDatabase, options: IdbPersistenceOptions): StorePersistence {
  let pending = new Map<StoreName, Set<string>>();
  let replace = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let chain: Promise<void> = Promise.resolve();

  async function writeChanges(batch: Map<StoreName, Set<string>>): Promise<void> {
    const started = performance.now();
    const db = options.current();
    const stores = [...batch.keys()];
    const tx = idb.transaction(stores, 'readwrite');
    let puts = 0;
    let deletes = 0;
    for (const [name, keys] of batch) {
      const store = tx.objectStore(name);
      for (const key of keys) {
        if (name === SINGLETON_STORE) {
          void store.put(singletonOf(db, key as (typeof singletonNames)[number]).get(), key);
          puts += 1;
          continue;
        }
        const collection = collectionOf(db, name);
        const record = collection.get(key);
        // A removed record leaves a marker: the seed under it may hold the record.
        void store.put({ seq: collection.seqOf(key) ?? 0, record: record ?? null } satisfies StoredRow, key);
        if (record === undefined) deletes += 1;
        else puts += 1;
      }
    }
    await tx.done;
    const report: FlushReport = { puts, deletes, stores, milliseconds: performance.now() - started };
    recentFlushes.push(report);
    if (recentFlushes.length > KEPT_FLUSHES) recentFlushes.shift();
    options.onFlush?.(report);
    options.broadcast?.({ kind: 'changes', changes: stores.map((store) => ({ store, keys: [...batch.get(store)!] })) });
  }

  function flushNow(): Promise<void> {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    const batch = pending;
    const whole = replace;
    pending = new Map();
    replace = false;
    if (whole) {
      chain = chain
        .then(() => writeAll(idb, options.current()))
        .then(() => options.broadcast?.({ kind: 'reset' }));
    } else if (batch.size > 0) {
      chain = chain.then(() => writeChanges(batch));
    }
    chain = chain.catch((error: unknown) => console.warn('[mock] Could not store demo data', error));
    return chain;
  }

  function schedule(): void {
    timer ??= setTimeout(() => void flushNow(), 0);
  }

  /**
   * A whole database (a fresh seed) is written when the page is next idle, so that writing it does
   * not hold up the first screen; `flushed()` (and so `window.__mock.stored()`) writes it at once.
   */
  function scheduleWhole(): void {
    if (timer !== undefined) clearTimeout(timer);
    timer = setTimeout(() => {
      if (typeof requestIdleCallback === 'function') requestIdleCallback(() => void flushNow(), { timeout: WHOLE_WRITE_WAIT_MS });
      else void flushNow();
    }, 0);
  }

  return {
    changed(change: StoreChange) {
      if (replace) return;
      let keys = pending.get(change.store);
      if (!keys) pending.set(change.store, (keys = new Set()));
      keys.add(change.key);
      schedule();
    },
    replaced() {
      pending = new Map();
      replace = true;
      scheduleWhole();
    },
    flushed: flushNow,
    changesFlushed() {
      return replace ? chain : flushNow();
    },
    async reread(store: CollectionName, key?: string) {
      // A whole database waiting to be stored: nothing stored is newer than this page's data.
      if (replace) return;
      await chain;
      const keys = key === undefined ? await idb.getAllKeys(store) : [key];
      const rows = (key === undefined ? await idb.getAll(store) : [await idb.get(store, key)]) as (StoredRow | undefined)[];
      const collection = collectionOf(options.current(), store);
      rows.forEach((row, index) => {
        const rowKey = String(keys[index]);
        // A change of this page not stored yet is the newest there is.
        if (row && !pending.get(store)?.has(rowKey)) collection.apply(rowKey, row.record ?? undefined);
      });
    },
  };
}

/** Reads the records another tab changed and applies them to `db` (without storing them again). */
export async function applyTabMessage(idb: IDBPDatabase, db: MockDb, message: Extract<TabMessage, { kind: 'changes' }>): Promise<void> {
  const stores = message.changes.map((change) => change.store);
  const tx = idb.transaction(stores, 'readonly');
  await Promise.all(
    message.changes.flatMap(({ store, keys }) =>
      keys.map(async (key) => {
        const value: unknown = await tx.objectStore(store).get(key);
        if (store === SINGLETON_STORE) {
          if (value !== undefined) singletonOf(db, key as (typeof singletonNames)[number]).load(value);
          return;
        }
        collectionOf(db, store).apply(key, (value as StoredRow | undefined)?.record ?? undefined);
      }),
    ),
  );
  await tx.done;
}
