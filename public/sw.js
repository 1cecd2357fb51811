// 빵잡 service worker: keeps the compiler's hashed assets in a cache. Pages and data always go to the
// network, so nothing a visitor sees can be stale.
const CACHE = 'bbangjob-static-v1';

self.addEventListener('install', () => {
  // Nothing to precache, so a new worker has no reason to wait for old tabs to close.
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(names.filter((name) => name !== CACHE).map((name) => caches.delete(name)));
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  // Files under /build/ carry a content hash in their name, so a cached copy can never be outdated.
  if (request.method !== 'GET' || url.origin !== self.location.origin || !url.pathname.startsWith('/build/')) return;
  event.respondWith(cacheFirst(request));
});

async function cacheFirst(request) {
  const cache = await caches.open(CACHE);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  // Only whole, successful answers: the Cache API rejects partial (206) ones.
  if (response.status === 200) await cache.put(request, response.clone());
  return response;
}
