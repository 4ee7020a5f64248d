/// <reference lib="webworker" />
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { fontCacheName, runtimeCacheNames } from '../src/lib/cache-names';
import { storedImagePlugin } from './stored-image-plugin';
import { linkShellHandler } from './link-shell-handler';
import { isLanguageFontRequest, isMapTileRequest, isStoredFileRequest } from './runtime-routes';

declare let self: ServiceWorkerGlobalScope;

const THIRTY_DAYS = 30 * 24 * 60 * 60;

// The shell and every route's chunk, as the build listed them (docs/architecture.md §7).
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Navigations get the precached shell, so a reload with no network shows the app. The API is
// never answered from here: only the stored-image route below touches /api.
registerRoute(
  new NavigationRoute(linkShellHandler(createHandlerBoundToURL('/index.html')), {
    denylist: [/^\/api\//],
  }),
);

// Stored files never change under their id; only images are kept (the plugin checks the type).
registerRoute(
  isStoredFileRequest,
  new CacheFirst({
    cacheName: runtimeCacheNames.images,
    plugins: [
      storedImagePlugin,
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({
        maxEntries: 200,
        maxAgeSeconds: THIRTY_DAYS,
        purgeOnQuotaError: true,
      }),
    ],
  }),
);

// Tiles the user has looked at, capped; never prefetched (OSM tile policy). Opaque responses are
// refused: Leaflet asks for tiles with CORS, so a cached one is known to be a real 200.
registerRoute(
  isMapTileRequest,
  new CacheFirst({
    cacheName: runtimeCacheNames.mapTiles,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({
        maxEntries: 500,
        maxAgeSeconds: THIRTY_DAYS,
        purgeOnQuotaError: true,
      }),
    ],
  }),
);

// A language's font once it is chosen, not at install: a driver's phone fetches the one it shows
// (vite.config.ts leaves them out of the precache). Hashed names: a cached file never goes stale,
// and the few a new build replaces age out.
registerRoute(
  isLanguageFontRequest,
  new CacheFirst({
    cacheName: fontCacheName,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 20, purgeOnQuotaError: true }),
    ],
  }),
);

// A new worker waits until the page, holding the outbox lock, asks it to take over.
self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

// The very first worker takes the open page at once; later ones only when asked (above).
clientsClaim();
