/**
 * Which of the service worker's routes (sw.ts) answers a request. Pure: the worker and the unit
 * tests share it.
 *
 * - `asset`: the build's hashed files under `/assets/` (cache first, in the build's cache);
 * - `page`: navigations (network first, falling back to the cached `/`: the app is hash-routed, so
 *   every page is `/`);
 * - `static`: any other file of this origin, e.g. `/favicon.svg` (stale while revalidate);
 * - `null`: not handled, the browser fetches it as if there were no worker. That is every request
 *   other than GET, every request to another origin (the API of the real-API build is on one) and
 *   everything under the API base, whatever its origin.
 */
export type WorkerRoute = 'asset' | 'page' | 'static';

export interface RoutedRequest {
  url: URL;
  method: string;
  mode: RequestMode;
}

export interface WorkerScope {
  /** The worker's origin (`self.location.origin`). */
  origin: string;
  /** The API base as an absolute URL, or null when the build has none. */
  apiBase: string | null;
}

export function routeFor({ url, method, mode }: RoutedRequest, { origin, apiBase }: WorkerScope): WorkerRoute | null {
  if (method !== 'GET') return null;
  if (url.origin !== origin) return null;
  if (apiBase && url.href.startsWith(apiBase)) return null;
  if (url.pathname.startsWith('/assets/')) return 'asset';
  if (mode === 'navigate') return 'page';
  return 'static';
}

/** The URLs whose answer is the app's page, which a navigation stores (as `/`) for offline use. */
export function isAppPage(url: URL): boolean {
  return url.pathname === '/' || url.pathname === '/index.html';
}
