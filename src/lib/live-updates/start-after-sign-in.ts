import type { QueryClient } from '@tanstack/react-query';
import { sessionStore } from '../auth/session-store';

/** Runs `work` once the browser is idle (the first screen has painted), at the latest after 2 s. */
function whenIdle(work: () => void): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(work, { timeout: 2000 });
  else setTimeout(work, 200);
}

/**
 * Starts the live updates (issue 20) while a user is signed in: their module loads once the first
 * signed-in screen has painted, so the login and dashboard budgets do not carry it; sign-out stops them.
 */
export function startLiveUpdatesWhenSignedIn(client: QueryClient): () => void {
  let stop: (() => void) | null = null;
  let starts = 0;
  const signedIn = () => sessionStore.getState().status === 'signed-in';
  const follow = () => {
    if (signedIn() && stop === null) {
      const start = ++starts;
      stop = () => undefined;
      whenIdle(() => {
        void import('./start-live-updates').then(({ startLiveUpdates }) => {
          if (start === starts && signedIn()) stop = startLiveUpdates(client);
        });
      });
    } else if (!signedIn() && stop !== null) {
      starts++;
      stop();
      stop = null;
    }
  };
  follow();
  const unsubscribe = sessionStore.subscribe(follow);
  return () => {
    unsubscribe();
    starts++;
    stop?.();
  };
}
