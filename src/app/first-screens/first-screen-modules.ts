/**
 * What a first visit runs beyond the entry, as paths from the project's root: the lazily loaded
 * modules a page's first screen needs, each with its static imports. The server names their
 * chunks in the page it sends (server/modules/web-app/first-screens.ts); the build gathers a
 * driver link's into few files (scripts/driver-chunks.ts). No imports: Vite's config loads it
 * as it is.
 */

export const SIGN_IN_MODULES = [
  // The app of shippers and providers, which the entry imports for every address but a link's.
  'src/app/app.tsx',
  'src/features/auth/sign-in-page.tsx',
  // Every page but the driver's waits for the other areas' strings (`withTranslations`).
  'src/app/locales/app-translations.ts',
] as const;

/** A driver link's (issue 21 §6): its app, its page and the verified trip. */
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
