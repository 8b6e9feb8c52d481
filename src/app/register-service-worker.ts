import { Workbox } from 'workbox-window';
import { setUpdateChecker } from '@/lib/app-update';
import { broadcastReload } from '@/lib/auth/cross-tab';
import { sessionStore } from '@/lib/auth/session-store';
import { signOut } from '@/lib/auth/sign-out';

/**
 * Production builds that talk to a real API register the service worker at once. A new version
 * waiting to take over signs the user out with that reason and reloads every tab onto it.
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
  void workbox.register({ immediate: true });
}
