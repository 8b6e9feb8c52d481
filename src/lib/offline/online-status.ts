import { useSyncExternalStore } from 'react';
import { isWorkingOffline, subscribeConnectivity } from '@/lib/api-client/connectivity';

/** Whether the app can reach the server: the device is online and the server was not found out of reach. */
export function isDeviceOnline(): boolean {
  return !isWorkingOffline();
}

function subscribe(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  const stop = subscribeConnectivity(listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
    stop();
  };
}

/** The connection as the field screens see it, re-rendering when it changes. */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, isDeviceOnline, () => true);
}
