import { setupWorker } from 'msw/browser';
import { configureMockDefaults, mockControl, type MockControl } from './control';
import { createLocalStoragePersistence, setPersistence } from './db/store';
import { handlers } from './handlers/index';

declare global {
  interface Window {
    /** The mock backend's fault-injection surface; see docs/api.md. */
    __mock?: MockControl;
  }
}

/** Starts the in-browser mock backend: persisted in localStorage, realistic latency, `window.__mock`. */
export async function startMockWorker(): Promise<void> {
  setPersistence(createLocalStoragePersistence());
  configureMockDefaults({ latency: [80, 250] });
  window.__mock = mockControl;
  await setupWorker(...handlers).start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
  });
}
