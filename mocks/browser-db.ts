import { configureMockDefaults } from './control';
import { applyTabMessage, createIdbPersistence, openMockIdb, readStoredData, type TabMessage } from './db/idb-persistence';
import { getDb, loadDb, resetDb, setPersistence } from './db/store';
import type { SeedKind } from './db/types';
import { demoControl, trackTabSync, type DemoControl } from './demo-control';

declare global {
  interface Window {
    /** The mock backend's control surface; see docs/api.md. Present once the demo data is loaded. */
    __mock?: DemoControl;
  }
}

/** Where the demo kept its data before IndexedDB; removed on start to free the space. */
const LEGACY_STORAGE_KEY = 'fieldline.mock-db.v1';
const TAB_CHANNEL = 'fieldline-mock';

/** The seed the address asks for (`?seed=large` or `?seed=small`), else `null`. */
export function requestedSeed(search: string): SeedKind | null {
  const seed = new URLSearchParams(search).get('seed');
  return seed === 'large' || seed === 'small' ? seed : null;
}

/**
 * Loads the demo's data: from IndexedDB when it holds data of this schema (and of the seed the
 * address asks for), else builds the seed once and stores it. Then stores every change record by
 * record, follows other tabs' changes, and exposes `window.__mock`.
 */
export async function loadMockDatabase(): Promise<void> {
  // Performance marks for the bench and developers: mock:read (IndexedDB), mock:seed (a fresh seed).
  performance.mark('mock:start');
  configureMockDefaults({ latency: [80, 250] });
  const requested = requestedSeed(window.location.search);
  try {
    window.localStorage.removeItem(LEGACY_STORAGE_KEY);
  } catch {
    // Storage may be blocked; nothing to clean then.
  }
  try {
    const idb = await openMockIdb();
    const stored = await readStoredData(idb);
    performance.measure('mock:read', 'mock:start');
    const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(TAB_CHANNEL);
    const usable = stored !== null && (requested === null || stored.data.seedKind === requested);
    if (usable) loadDb(stored.data, stored.order);
    setPersistence(createIdbPersistence(idb, { current: getDb, broadcast: (message) => channel?.postMessage(message) }));
    // A fresh seed is stored in the background (`window.__mock.stored()` waits for it): the app can
    // start from memory at once, and its own writes are stored after the seed.
    if (!usable) {
      performance.mark('mock:seed-start');
      resetDb(requested ?? 'small');
      performance.measure('mock:seed', 'mock:seed-start');
    }
    if (channel) {
      channel.onmessage = (event: MessageEvent<TabMessage>) => {
        const message = event.data;
        const update = message.kind === 'reset' ? readStoredData(idb).then((data) => void (data && loadDb(data.data, data.order))) : applyTabMessage(idb, getDb(), message);
        trackTabSync(update);
        update.catch((error: unknown) => console.warn('[mock] Could not read another tab\u2019s changes', error));
      };
    }
  } catch (error) {
    // Private modes and old browsers may refuse IndexedDB: the demo still runs, in memory.
    console.warn('[mock] Demo data cannot be stored in this browser; changes last until the page reloads.', error);
    if (requested) resetDb(requested);
  }
  performance.measure('mock:ready', 'mock:start');
  window.__mock = demoControl;
}
