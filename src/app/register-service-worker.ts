import { Workbox } from 'workbox-window';
import { setUpdateChecker } from '@/lib/app-update';
import { broadcastReload } from '@/lib/auth/cross-tab';
import { sessionStore } from '@/lib/auth/session-store';
import { signOut } from '@/lib/auth/sign-out';

/**
 * Production builds that talk to a real API register the service worker once the first screen is
 * interactive (main.tsx calls this after load, when idle). The worker precaches the shell when it
 * installs; the rest of the build is precached when this page asks, once the worker is active and
 * the page idle. A new version waiting to take over signs the user out with that reason and
 * reloads every tab onto it.
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
    const precacheRest = () => void workbox.messageSW({ type: 'PRECACHE_REST' });
    if ('requestIdleCallback' in window) window.requestIdleCallback(precacheRest, { timeout: 10000 });
    else setTimeout(precacheRest, 2000);
  });
}
