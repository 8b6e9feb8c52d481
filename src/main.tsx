import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { restoreSession } from '@/lib/auth/restore-session';

/** Runs `work` once the page has loaded and the browser is idle: after the first screen is interactive. */
function whenIdleAfterLoad(work: () => void): void {
  const idle = () => ('requestIdleCallback' in window ? window.requestIdleCallback(() => work(), { timeout: 5000 }) : setTimeout(work, 1000));
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

async function start(): Promise<void> {
  // The app's code loads while the demo's data is read (or seeded): neither waits for the other.
  const app = import('./app/app');
  // Compared against the raw build-time value so that a build for a real API drops the mock entirely.
  if (!import.meta.env.VITE_API_BASE_URL) {
    const { startMockBackend } = await import('../mocks/browser');
    await startMockBackend();
  } else if (import.meta.env.PROD) {
    // The service worker (and workbox-window) waits until the first screen is interactive.
    whenIdleAfterLoad(() => {
      void import('./app/register-service-worker').then(({ registerServiceWorker }) => registerServiceWorker());
    });
  }
  const [{ App }, restored] = await Promise.all([app, restoreSession()]);
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  const root = createRoot(container);
  // A transition: the first render yields to the browser every few milliseconds instead of blocking
  // it, so the static login frame of index.html keeps taking input while the app renders behind it.
  startTransition(() => {
    root.render(
      <StrictMode>
        <App restored={restored} />
      </StrictMode>,
    );
  });
}

void start();
