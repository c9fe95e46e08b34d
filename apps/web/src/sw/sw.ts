/// <reference lib="webworker" />
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
  type PrecacheEntry,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';
import type { WorkboxPlugin } from 'workbox-core/types';
import { apiCacheKey, isCachedApiPath, OFFLINE_CACHES } from '../lib/offline/cache-keys';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };

/**
 * Swiss Explorer's service worker. The app shell (HTML, every script and style chunk, icons, the
 * static data files) is precached at install; catalog API answers and images are cached as they
 * are fetched, and the page warms the catalog cache after the first visit (lib/offline/warm-up.ts).
 * A new version waits until the visitor chooses Reload (message SKIP_WAITING): never a forced purge.
 */

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// On the very first install there is no older worker: take the open page at once so the warm-up
// goes through us. An update still waits for SKIP_WAITING before it activates.
clientsClaim();

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const data = event.data as { type?: string } | null;
  if (data?.type === 'SKIP_WAITING') void self.skipWaiting();
});

// App routes (/category/..., /place/..., /quiz, /tools/...) answer with the precached shell.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), {
    denylist: [/^\/api\//, /^\/data\//, /^\/(healthz|readyz)$/],
  }),
);

const sameOrigin = (url: URL) => url.origin === self.location.origin;
const okOnly = new CacheableResponsePlugin({ statuses: [200] });
/** Cache busters (`v`, `_cb`) and parameter order never split an entry. */
const normalizedKeys: WorkboxPlugin = {
  cacheKeyWillBeUsed: async ({ request }) => apiCacheKey(request.url),
};

// Catalog API: fresh data when the network answers within 3 s, else the cached copy (offline or a
// weak connection still shows the catalog).
registerRoute(
  ({ url, request }) => sameOrigin(url) && request.method === 'GET' && isCachedApiPath(url.pathname),
  new NetworkFirst({ cacheName: OFFLINE_CACHES.api, networkTimeoutSeconds: 3, plugins: [normalizedKeys, okOnly] }),
);

// Generated covers and placeholders: small SVGs, shown at once and refreshed in the background.
registerRoute(
  ({ url }) => sameOrigin(url) && /^\/api\/media\/(cover|placeholder)\//.test(url.pathname),
  new StaleWhileRevalidate({
    cacheName: OFFLINE_CACHES.covers,
    plugins: [okOnly, new ExpirationPlugin({ maxEntries: 600, purgeOnQuotaError: true })],
  }),
);

// Uploaded photos (versioned URLs, immutable) and proxied images: kept as viewed, capped.
registerRoute(
  ({ url }) => sameOrigin(url) && (url.pathname.startsWith('/api/media/photos/') || url.pathname === '/api/media/img'),
  new CacheFirst({
    cacheName: OFFLINE_CACHES.photos,
    plugins: [
      okOnly,
      new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: 30 * 24 * 60 * 60, purgeOnQuotaError: true }),
    ],
  }),
);
