import type { DiagnosticsFact } from './diagnostics-text';
import { storageUsageText } from './diagnostics-text';

/** What the Platform page reads of the browser (the window's `navigator` and `screen` fit). */
export interface BrowserSnapshot {
  userAgent: string;
  language: string;
  languages: readonly string[];
  online: boolean;
  cookiesEnabled: boolean;
  screen: { width: number; height: number };
  viewport: { width: number; height: number };
  devicePixelRatio: number;
  timeZone: string;
}

/** What the browser answers asynchronously: the service worker, storage and IndexedDB persistence. */
export interface BrowserStorageSnapshot {
  /** `unsupported`, `none` (no registration), or the registration's worker state with `controlling` when it controls the page. */
  serviceWorker: string;
  usage?: number;
  quota?: number;
  /** `null` where the browser cannot say. */
  persisted: boolean | null;
  indexedDb: boolean;
}

export function browserFacts(browser: BrowserSnapshot): DiagnosticsFact[] {
  return [
    { label: 'User Agent', value: browser.userAgent },
    { label: 'Language', value: browser.languages.length > 0 ? browser.languages.join(', ') : browser.language },
    { label: 'Time Zone', value: browser.timeZone },
    { label: 'Online', value: browser.online ? 'Yes' : 'No' },
    { label: 'Cookies', value: browser.cookiesEnabled ? 'Enabled' : 'Disabled' },
  ];
}

export function screenFacts(browser: BrowserSnapshot): DiagnosticsFact[] {
  return [
    { label: 'Screen', value: `${browser.screen.width} × ${browser.screen.height}` },
    { label: 'Viewport', value: `${browser.viewport.width} × ${browser.viewport.height}` },
    { label: 'Device Pixel Ratio', value: String(browser.devicePixelRatio) },
  ];
}

function serviceWorkerText(state: string): string {
  if (state === 'unsupported') return 'Not supported by this browser';
  if (state === 'none') return 'Not registered';
  return state.charAt(0).toUpperCase() + state.slice(1);
}

export function storageFacts(storage: BrowserStorageSnapshot | undefined): DiagnosticsFact[] {
  if (!storage) return [{ label: 'Storage', value: 'Reading…' }];
  return [
    { label: 'Service Worker', value: serviceWorkerText(storage.serviceWorker) },
    { label: 'Storage Used', value: storageUsageText(storage.usage, storage.quota) },
    { label: 'Persistent Storage', value: storage.persisted === null ? 'Not reported by this browser' : storage.persisted ? 'Granted' : 'Not granted' },
    { label: 'IndexedDB', value: storage.indexedDb ? 'Available' : 'Not available' },
  ];
}
