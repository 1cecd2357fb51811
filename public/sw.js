// 빵잡 service worker: keeps the compiler's hashed assets in a cache (pages and data always go to the
// network, so nothing a visitor sees can be stale), and shows the 알림 the api pushes, with no page open.
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

/** Where a member's browser tells the web it subscribed (app/routes/user.notifications.settings.tsx's action). */
const PUSH_SETTINGS_PATH = '/user/notifications/settings';

/** What a push the api sent carries (pushPayloadSchema in api/contracts/push.ts). */
function readPush(data) {
  try {
    const payload = data ? data.json() : null;
    if (payload && typeof payload.title === 'string' && typeof payload.link === 'string') return payload;
  } catch {
    // not JSON: still a push, and the browser insists that every push shows something
  }
  return { title: '빵잡', body: '새 알림이 있습니다.', link: '/user/notifications', tag: 'bbangjob' };
}

self.addEventListener('push', (event) => {
  const { title, body, link, tag } = readPush(event.data);
  event.waitUntil(
    self.registration.showNotification(title, {
      body,
      lang: 'ko',
      icon: '/icons/icon-192.png',
      // Android draws the badge in the status bar from its alpha alone: a white bread on nothing
      badge: '/icons/badge-96.png',
      // the 알림's id: the same 알림 pushed twice replaces itself rather than stacking
      tag,
      data: { link },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  // a link on this site only: whatever a payload says, a tap never leaves it
  const target = new URL(event.notification.data?.link ?? '/', self.location.origin);
  const url = target.origin === self.location.origin ? target.href : self.location.origin + '/';
  event.waitUntil(openInApp(url));
});

/** Brings a tab of ours to the front on `url`, or opens one (the installed app's window when installed). */
async function openInApp(url) {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const ours = windows.find((client) => new URL(client.url).origin === self.location.origin);
  if (ours) {
    try {
      const focused = await ours.focus();
      // navigate() works only in a tab this worker controls; another one is left as it was
      if (await focused.navigate(url)) return;
    } catch {
      // fall through to a window of its own
    }
  }
  await self.clients.openWindow(url);
}

self.addEventListener('pushsubscriptionchange', (event) => {
  event.waitUntil(resubscribe(event.oldSubscription, event.newSubscription));
});

/**
 * The push service ended a subscription (expired, or its keys renewed): subscribe again with the
 * same key and hand the new one to the web, which hands it to the api. A member signed out gets a
 * redirect to sign in from it, and subscribes again in the settings page.
 */
async function resubscribe(oldSubscription, newSubscription) {
  const key = oldSubscription?.options?.applicationServerKey;
  const subscription =
    newSubscription ??
    (key ? await self.registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key }) : null);
  if (!subscription) return;
  const { endpoint, keys } = subscription.toJSON();
  const form = new FormData();
  form.set('intent', 'push-subscribe');
  // answered without a toast: the member did nothing and is maybe not even looking
  form.set('from', 'worker');
  form.set('endpoint', endpoint);
  form.set('keys.p256dh', keys.p256dh);
  form.set('keys.auth', keys.auth);
  await fetch(PUSH_SETTINGS_PATH, { method: 'POST', body: form, credentials: 'same-origin', redirect: 'manual' });
}
