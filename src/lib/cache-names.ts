/** Cache Storage names shared by the service worker (which fills them) and the page (which clears them on sign-out). */
export const runtimeCacheNames = {
  /** Stored files (load and truck photos, charge photos) the user has already seen. */
  images: 'gf-images',
  /** Map tiles the user has already viewed; never prefetched (OSM tile policy). */
  mapTiles: 'gf-map-tiles',
} as const;

/**
 * The fonts of the languages chosen on this device (src/app/fonts), filled by the worker and the
 * page alike. Not a user's data: it stays when a session ends.
 */
export const fontCacheName = 'gf-fonts';
