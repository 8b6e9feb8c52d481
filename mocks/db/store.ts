import { createSeed } from './seed';
import type { MockDb } from './types';

/** localStorage key of the persisted mock database. Bump the suffix when the shape changes incompatibly. */
export const MOCK_DB_STORAGE_KEY = 'fieldline.mock-db.v1';

/** Where the mock database lives between page loads. */
export interface PersistenceAdapter {
  /** The stored database as parsed JSON, or `null` when nothing is stored. */
  load(): unknown;
  save(db: MockDb): void;
  /** Calls `onChange` when another browser tab stores a new database. Returns an unsubscribe function. */
  subscribe?(onChange: () => void): () => void;
}

/** The database without the company's uploaded logo and contract, for storage that cannot hold them. */
export function withoutUploadedFiles(db: MockDb): MockDb {
  return { ...db, companyFiles: { logo: null, contract: null }, companyInfo: { ...db.companyInfo, contractFileName: null } };
}

/** Keeps nothing: every start (and every test) begins from the seed. */
export function createMemoryPersistence(): PersistenceAdapter {
  return {
    load: () => null,
    save: () => undefined,
  };
}

/** Writes the whole database to localStorage on every change so demo data survives reloads. */
export function createLocalStoragePersistence(
  storage: Storage = window.localStorage,
  key: string = MOCK_DB_STORAGE_KEY,
): PersistenceAdapter {
  return {
    load() {
      const stored = storage.getItem(key);
      if (stored === null) return null;
      try {
        return JSON.parse(stored) as unknown;
      } catch {
        return null;
      }
    },
    save(db) {
      try {
        storage.setItem(key, JSON.stringify(db));
        return;
      } catch (error) {
        // Usually the quota: uploaded logos and contracts may be up to 10 MB. Keep every other
        // change; the uploaded files stay in memory for this visit only.
        try {
          storage.setItem(key, JSON.stringify(withoutUploadedFiles(db)));
          console.warn('[mock] Uploaded files are too large for browser storage; they are kept until the page reloads.');
        } catch {
          console.warn('[mock] Could not persist the mock database', error);
        }
      }
    },
    subscribe(onChange) {
      if (typeof window === 'undefined') return () => undefined;
      const handleStorage = (event: StorageEvent): void => {
        if (event.key === key || event.key === null) onChange();
      };
      window.addEventListener('storage', handleStorage);
      return () => window.removeEventListener('storage', handleStorage);
    },
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Accepts stored data when every collection it has is of the seed's kind. Collections added to the
 * seed since the data was stored are taken from a fresh seed; anything malformed yields the seed.
 */
function restore(stored: unknown): MockDb {
  const seed = createSeed();
  if (!isRecord(stored) || stored.schemaVersion !== seed.schemaVersion) return seed;
  const restored: Record<string, unknown> = { ...seed };
  for (const [field, seedValue] of Object.entries(seed)) {
    if (!(field in stored)) continue;
    const value = stored[field];
    const sameKind = Array.isArray(seedValue)
      ? Array.isArray(value)
      : isRecord(seedValue)
        ? isRecord(value)
        : typeof value === typeof seedValue;
    if (!sameKind) return seed;
    restored[field] = value;
  }
  return restored as unknown as MockDb;
}

let persistence: PersistenceAdapter = createMemoryPersistence();
let unsubscribe: (() => void) | undefined;
let current: MockDb | undefined;

/** Chooses where the database is kept and loads it from there (the seed when nothing usable is stored). */
export function setPersistence(adapter: PersistenceAdapter): void {
  unsubscribe?.();
  persistence = adapter;
  current = restore(adapter.load());
  unsubscribe = adapter.subscribe?.(() => {
    current = restore(adapter.load());
  });
}

/** The current data. Read it freely; change it only inside `updateDb` so the change is persisted. */
export function getDb(): MockDb {
  current ??= restore(persistence.load());
  return current;
}

/** Applies a change to the data and writes it through to the persistence adapter. */
export function updateDb<T>(mutator: (db: MockDb) => T): T {
  const db = getDb();
  const result = mutator(db);
  persistence.save(db);
  return result;
}

/** Restores the seed (with dates relative to `now`) and persists it. */
export function resetDb(now: Date = new Date()): MockDb {
  current = createSeed(now);
  persistence.save(current);
  return current;
}
