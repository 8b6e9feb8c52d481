import type * as Boot from './app/boot';

/** Runs `work` once the page has loaded and the browser is idle: after the first screen is interactive. */
function whenIdleAfterLoad(work: () => void): void {
  const idle = () => ('requestIdleCallback' in window ? window.requestIdleCallback(() => work(), { timeout: 5000 }) : setTimeout(work, 1000));
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

/**
 * The entry holds no React: it starts the demo's mock backend (in a demo build), then the app. In
 * the build, index.html starts it (static-login-app-start.ts): at once, or at the first interaction
 * while the static login frame waits untouched for a signed-out visitor.
 */
async function start(): Promise<void> {
  let app: Promise<typeof Boot> | null = null;
  const loadApp = () => (app ??= import('./app/boot'));
  // Compared against the raw build-time value so that a build for a real API drops the mock entirely.
  if (!import.meta.env.VITE_API_BASE_URL) {
    // The app's code loads while the demo's data is read (or seeded): neither waits for the other.
    void loadApp();
    const { startMockBackend } = await import('../mocks/browser');
    await startMockBackend();
  }
  const { bootApp } = await loadApp();
  await bootApp();
  if (import.meta.env.VITE_API_BASE_URL && import.meta.env.PROD) {
    // The service worker (and workbox-window, which loads the app's update code) waits until the
    // app has started and its first screen is interactive.
    whenIdleAfterLoad(() => {
      void import('./app/register-service-worker').then(({ registerServiceWorker }) => registerServiceWorker());
    });
  }
}

void start();
