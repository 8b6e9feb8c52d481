/**
 * The refresh token is the only credential kept in browser storage. It is kept twice:
 *
 * - in localStorage (`fieldline.refresh-token`), which the page reads synchronously at start (the
 *   static login frame's check) and where a script may put a token to start signed in;
 * - in IndexedDB, which is what a tab reads inside the cross-tab refresh lock. localStorage is not
 *   coherent between tabs: another tab's write reaches this tab's copy a little later, so a tab that
 *   takes the lock right after another tab rotated the token could still read the spent one (and the
 *   server takes a spent token for a stolen one). An IndexedDB transaction committed before the
 *   lock was released is seen by every transaction started after.
 *
 * The IndexedDB record keeps the tokens it replaced, so a localStorage value that is one of them is
 * known to be stale; any other value there was put in from outside and wins.
 */
export const REFRESH_TOKEN_KEY = 'fieldline.refresh-token';

const DB_NAME = 'fieldline-session';
const STORE = 'tokens';
const RECORD_KEY = 'refresh';
/** Replaced tokens remembered (enough for a tab whose localStorage lags a few rotations behind). */
const EARLIER_KEPT = 8;

interface StoredRecord {
  token: string;
  earlier: string[];
}

export function readRefreshToken(): string | null {
  try {
    return window.localStorage.getItem(REFRESH_TOKEN_KEY);
  } catch {
    return null;
  }
}

let connection: Promise<IDBDatabase | null> | null = null;

function openDatabase(): Promise<IDBDatabase | null> {
  connection ??= new Promise((resolve) => {
    try {
      if (typeof indexedDB === 'undefined') {
        resolve(null);
        return;
      }
      const request = indexedDB.open(DB_NAME, 1);
      request.onupgradeneeded = () => request.result.createObjectStore(STORE);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => resolve(null);
      request.onblocked = () => resolve(null);
    } catch {
      resolve(null);
    }
  });
  return connection;
}

/** Runs `work` in a transaction and resolves once it has completed (`undefined` without IndexedDB or on failure). */
async function inTransaction<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T> | void): Promise<T | undefined> {
  const db = await openDatabase();
  if (!db) return undefined;
  return new Promise((resolve) => {
    try {
      const tx = db.transaction(STORE, mode);
      const request = work(tx.objectStore(STORE));
      tx.oncomplete = () => resolve(request ? request.result : undefined);
      tx.onerror = () => resolve(undefined);
      tx.onabort = () => resolve(undefined);
    } catch {
      resolve(undefined);
    }
  });
}

function readRecord(): Promise<StoredRecord | undefined> {
  return inTransaction<StoredRecord | undefined>('readonly', (store) => store.get(RECORD_KEY) as IDBRequest<StoredRecord | undefined>);
}

/** Which token is the newest, from localStorage's value and the IndexedDB record (see the module's note). */
export function newestRefreshToken(local: string | null, record: StoredRecord | undefined): string | null {
  if (!record) return local;
  if (!local || local === record.token || record.earlier.includes(local)) return record.token;
  return local;
}

/** The newest refresh token any tab has stored: read it inside the cross-tab refresh lock. */
export async function readLatestRefreshToken(): Promise<string | null> {
  return newestRefreshToken(readRefreshToken(), await readRecord());
}

/** Stores a new refresh token; resolves once every tab can read it (before the refresh lock is let go). */
export async function storeRefreshToken(token: string): Promise<void> {
  window.localStorage.setItem(REFRESH_TOKEN_KEY, token);
  await inTransaction('readwrite', (store) => {
    const current = store.get(RECORD_KEY) as IDBRequest<StoredRecord | undefined>;
    current.onsuccess = () => {
      const previous = current.result;
      const earlier = previous ? [previous.token, ...previous.earlier].filter((value) => value !== token).slice(0, EARLIER_KEPT) : [];
      store.put({ token, earlier } satisfies StoredRecord, RECORD_KEY);
    };
  });
}

/** `storeRefreshToken` for a sign-in, which need not wait for the IndexedDB copy. */
export function writeRefreshToken(token: string): void {
  void storeRefreshToken(token);
}

/** Forgets the refresh token; resolves with the newest one that was stored (for the Logout call). */
export async function takeRefreshToken(): Promise<string | null> {
  const local = readRefreshToken();
  try {
    window.localStorage.removeItem(REFRESH_TOKEN_KEY);
  } catch {
    // storage unavailable: nothing was kept there
  }
  const current = await inTransaction<StoredRecord | undefined>('readwrite', (store) => {
    const request = store.get(RECORD_KEY) as IDBRequest<StoredRecord | undefined>;
    store.delete(RECORD_KEY);
    return request;
  });
  return newestRefreshToken(local, current);
}
