import type { RouteMatchCallbackOptions } from 'workbox-core';

/** `{z}/{x}/{y}.png` (or @2x, jpg, webp): how every common tile server names a tile. */
const TILE_PATH = /\/\d+\/\d+\/\d+(@2x)?\.(png|jpg|jpeg|webp)$/i;

type RouteRequest = Pick<RouteMatchCallbackOptions, 'url' | 'request' | 'sameOrigin'>;

/**
 * A stored file of our own API (photos, documents). Only images end up cached (the stored-image
 * plugin checks); the rest of /api is never routed through the worker.
 */
export const isStoredFileRequest = ({ url, request, sameOrigin }: RouteRequest) =>
  sameOrigin && request.method === 'GET' && url.pathname.startsWith('/api/files/');

/** A map tile from the configured tile server, asked for by the map's `<img>`. */
export const isMapTileRequest = ({ url, request, sameOrigin }: RouteRequest) =>
  !sameOrigin &&
  request.method === 'GET' &&
  request.destination === 'image' &&
  TILE_PATH.test(url.pathname);

/** The build's own fonts: only the languages' fonts (src/app/fonts), which installing skips. */
const FONT_FILE = /^\/assets\/[^/]+\.woff2$/;

/**
 * A language's font file, asked for by the page as it loads the font, or put in the cache by the
 * page itself (then with no destination). Its name carries its content's hash.
 */
export const isLanguageFontRequest = ({ url, request, sameOrigin }: RouteRequest) =>
  sameOrigin && request.method === 'GET' && FONT_FILE.test(url.pathname);
