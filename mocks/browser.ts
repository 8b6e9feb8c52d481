import { setupWorker } from 'msw/browser';
import { loadMockDatabase } from './browser-db';
import { handlers } from './handlers/index';

/** Starts the in-browser mock backend: data from IndexedDB, realistic latency, `window.__mock`. */
export async function startMockWorker(): Promise<void> {
  await loadMockDatabase();
  await setupWorker(...handlers).start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
  });
}
