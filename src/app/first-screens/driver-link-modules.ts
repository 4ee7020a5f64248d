/**
 * What a driver link's first visit runs beyond the entry (issue 21 §6), as paths from the
 * project's root: the lazily loaded modules its first screen and the verified trip need, each
 * with its static imports. The server names their chunks in the page it sends
 * (server/modules/web-app/first-screens.ts) and the build gathers them into few files
 * (scripts/driver-chunks.ts). No imports: Vite's config loads it as it is.
 */
export const DRIVER_LINK_MODULES = [
  // A driver's link is an app of its own, without the router (src/main.tsx).
  'src/app/driver-app.tsx',
  'src/features/driver-page/driver-link-page.tsx',
  // The verified trip, asked for once the device key is read, with the link's schemas, which
  // the link's check needs first. Not Dexie: it loads once the outbox is used.
  'src/features/driver-page/components/driver-trip-view.tsx',
  // The query cache is restored from IndexedDB before the link's queries run (docs/architecture.md §7).
  'src/lib/query-cache-db.ts',
] as const;

/**
 * The chunks the build gathers those modules into (scripts/driver-chunks.ts), by name: the
 * modules inside them have no chunk of their own to be found by.
 */
export const DRIVER_LINK_CHUNKS = [
  'driver-link',
  'app-and-driver-link',
  'driver-link-shared',
] as const;
