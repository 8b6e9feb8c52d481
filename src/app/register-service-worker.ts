import { Workbox } from 'workbox-window';
import { setUpdateChecker } from '@/lib/app-update';
import { broadcastReload } from '@/lib/auth/cross-tab';
import { sessionStore } from '@/lib/auth/session-store';
import { signOut } from '@/lib/auth/sign-out';
import { afterUserPause } from '@/lib/after-user-pause';

/** How long the user leaves the page alone before the rest of the build is precached. */
const PRECACHE_PAUSE_MS = 3000;

/**
 * Production builds that talk to a real API register the service worker once the first screen is
 * interactive (main.tsx calls this after load, when idle). The worker precaches the shell when it
 * installs; the rest of the build is precached when this page asks, once the worker is active and
 * the user has left the page alone for a few seconds. A new version waiting to take over signs the
 * user out with that reason and reloads every tab onto it.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const workbox = new Workbox('/sw.js');
  workbox.addEventListener('waiting', () => {
    if (sessionStore.getState().status === 'signed-in') signOut('update-available');
    broadcastReload();
    workbox.messageSkipWaiting();
  });
  workbox.addEventListener('controlling', (event) => {
    if (event.isUpdate) window.location.reload();
  });
  setUpdateChecker(async () => {
    await workbox.update();
  });
  void workbox.register({ immediate: true }).then(async () => {
    await workbox.active;
    // After the user's first pause: precaching takes a core for a few seconds.
    afterUserPause(() => void workbox.messageSW({ type: 'PRECACHE_REST' }), PRECACHE_PAUSE_MS);
  });
}
