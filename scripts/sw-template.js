/* Fieldline service worker: precaches the shell (the page and the login route's files) when it
 * installs and the rest of the build when the page asks (after first load, when idle); serves hashed
 * assets cache-first and pages network-first. */
const CACHE_NAME = __CACHE_NAME__;
const SHELL = __SHELL__;
const REST = __REST__;

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

async function precacheRest() {
  const cache = await caches.open(CACHE_NAME);
  const cached = new Set((await cache.keys()).map((request) => new URL(request.url).pathname));
  // One file at a time: the page keeps the network for what the user does.
  for (const path of REST) {
    if (!cached.has(path)) await cache.add(path).catch(() => undefined);
  }
}

self.addEventListener('message', (event) => {
  if (!event.data) return;
  if (event.data.type === 'SKIP_WAITING') self.skipWaiting();
  if (event.data.type === 'PRECACHE_REST') {
    const done = precacheRest();
    event.waitUntil(done);
    if (event.ports && event.ports[0]) done.then(() => event.ports[0].postMessage({ done: true }));
  }
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (url.pathname.startsWith('/assets/')) {
    event.respondWith(caches.match(request).then((cached) => cached || fetch(request)));
    return;
  }
  if (request.mode === 'navigate') {
    event.respondWith(fetch(request).catch(() => caches.match('/')));
  }
});
