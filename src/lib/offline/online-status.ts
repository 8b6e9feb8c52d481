import { useSyncExternalStore } from 'react';

/** Whether the browser says it has a network connection (always true where it cannot tell). */
export function isDeviceOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false;
}

function subscribe(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

/** The device's connection, re-rendering on the `online` and `offline` events. */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, isDeviceOnline, () => true);
}
