/**
 * Fieldline's service worker, for builds that talk to a real API (vite.config.ts bundles it into
 * `/sw.js`; the demo has none). It precaches the shell (the page, the entry and the login route's
 * files) when it installs and the rest of the build when the page asks (`PRECACHE_REST`, after the
 * user's first pause of 3 s once it is active), one file at a time, into the build's own cache; it deletes the caches of
 * other builds when it activates and takes over the open pages at once.
 *
 * Routes (routes.ts): hashed `/assets/*` cache first, navigations network first (3 s) falling back
 * to the cached `/`, other files of this origin stale while revalidate. Other origins, the API and
 * anything but GET are never handled. There is no background-sync queue here: the page's IndexedDB
 * outbox replays offline changes, and a second queue would replay them twice.
 */
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { isAppPage, routeFor, type WorkerRoute } from './routes';

declare const self: ServiceWorkerGlobalScope;

// Replaced by the build (the `productionServiceWorker` plugin in vite.config.ts).
declare const __SW_CACHE_NAME__: string;
declare const __SW_SHELL__: string[];
declare const __SW_REST__: string[];
declare const __SW_API_BASE__: string;

const CACHE_NAME = __SW_CACHE_NAME__;
const SHELL = __SW_SHELL__;
const REST = __SW_REST__;
const scope = {
  origin: self.location.origin,
  apiBase: __SW_API_BASE__ ? new URL(__SW_API_BASE__, self.location.href).href : null,
};
const APP_PAGE = new URL('/', self.location.origin).href;
/** A page that gets no answer in this long is served from the cache (a poor connection). */
const NAVIGATION_TIMEOUT_SECONDS = 3;

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(CACHE_NAME).then((cache) => cache.addAll(SHELL)));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((key) => key !== CACHE_NAME).map((key) => caches.delete(key))))
      .then(() => self.clients.claim()),
  );
});

async function precacheRest(): Promise<void> {
  const cache = await caches.open(CACHE_NAME);
  const cached = new Set((await cache.keys()).map((request) => new URL(request.url).pathname));
  // One file at a time: the page keeps the network for what the user does.
  for (const path of REST) {
    if (!cached.has(path)) await cache.add(path).catch(() => undefined);
  }
}

self.addEventListener('message', (event) => {
  const data = event.data as { type?: unknown } | null | undefined;
  if (!data) return;
  if (data.type === 'SKIP_WAITING') void self.skipWaiting();
  if (data.type === 'PRECACHE_REST') {
    const done = precacheRest();
    event.waitUntil(done);
    const port = event.ports[0];
    if (port) void done.then(() => port.postMessage({ done: true }));
  }
});

const matches =
  (route: WorkerRoute) =>
  ({ url, request }: { url: URL; request: Request }) =>
    routeFor({ url, method: request.method, mode: request.mode }, scope) === route;

// Hashed files never change: the build's cache answers (what was precached, and any file fetched
// at runtime is added to it). Vary is ignored: the same bytes whatever the request's headers.
registerRoute(matches('asset'), new CacheFirst({ cacheName: CACHE_NAME, matchOptions: { ignoreVary: true } }));

// Every navigation is the app's page: the network's, or after a failure or 3 s the cached `/`.
// Only a plain 200 answer for `/` (or `/index.html`) replaces it.
registerRoute(
  matches('page'),
  new NetworkFirst({
    cacheName: CACHE_NAME,
    networkTimeoutSeconds: NAVIGATION_TIMEOUT_SECONDS,
    plugins: [
      {
        cacheKeyWillBeUsed: async () => APP_PAGE,
        cacheWillUpdate: async ({ request, response }) =>
          response.status === 200 && !response.redirected && isAppPage(new URL(request.url)) ? response : null,
      },
    ],
  }),
);

// Other files of this origin (the favicon, anything in public/): the cached copy at once, refreshed
// in the background.
registerRoute(matches('static'), new StaleWhileRevalidate({ cacheName: CACHE_NAME }));
