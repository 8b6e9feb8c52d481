import { useQuery } from '@tanstack/react-query';
import type { BrowserStorageSnapshot } from '../model/platform-facts';
import { diagnosticsKeys } from './diagnostics-keys';

async function serviceWorkerState(): Promise<string> {
  if (!('serviceWorker' in navigator)) return 'unsupported';
  const registration = await navigator.serviceWorker.getRegistration();
  if (!registration) return 'none';
  const worker = registration.active ?? registration.waiting ?? registration.installing;
  const state = worker?.state ?? 'registered';
  return navigator.serviceWorker.controller ? `${state}, controlling this page` : state;
}

/** Reads the service worker's state, storage used and quota, persistence and IndexedDB (never fails: what a browser cannot say is left out). */
export async function readBrowserStorage(): Promise<BrowserStorageSnapshot> {
  const storage = typeof navigator.storage === 'undefined' ? undefined : navigator.storage;
  const [serviceWorker, estimate, persisted] = await Promise.all([
    serviceWorkerState().catch(() => 'unsupported'),
    storage?.estimate ? storage.estimate().catch(() => undefined) : Promise.resolve(undefined),
    storage?.persisted ? storage.persisted().catch(() => null) : Promise.resolve(null),
  ]);
  return { serviceWorker, usage: estimate?.usage, quota: estimate?.quota, persisted, indexedDb: typeof indexedDB !== 'undefined' };
}

/** The browser's storage facts, read when the Platform page opens. */
export function useBrowserStorage() {
  return useQuery({ queryKey: diagnosticsKeys.platformStorage(), queryFn: readBrowserStorage, staleTime: 0, retry: false });
}
