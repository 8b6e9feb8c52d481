import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { restoreSession } from '@/lib/auth/restore-session';
import { App } from './app';

/** Restores the session and renders the app into #root. */
export async function bootApp(): Promise<void> {
  const restored = await restoreSession();
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
