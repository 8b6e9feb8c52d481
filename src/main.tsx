import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { restoreSession } from '@/lib/auth/restore-session';

async function start(): Promise<void> {
  // Compared against the raw build-time value so that a build for a real API drops the mock entirely.
  if (!import.meta.env.VITE_API_BASE_URL) {
    const { startMockWorker } = await import('../mocks/browser');
    await startMockWorker();
  } else if (import.meta.env.PROD) {
    const { registerServiceWorker } = await import('./app/register-service-worker');
    registerServiceWorker();
  }
  const [{ App }, restored] = await Promise.all([import('./app/app'), restoreSession()]);
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  createRoot(container).render(
    <StrictMode>
      <App restored={restored} />
    </StrictMode>,
  );
}

void start();
