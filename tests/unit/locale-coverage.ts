import { APP_LANGUAGES, type Language } from '../../src/contract/languages';

/**
 * The namespaces the driver link page shows: its own, the offline banner's, and the entry's
 * (loading and error screens, the update offer, the status names). driver-page-namespaces.test.ts
 * finds them in the page's code and checks this list.
 */
export const DRIVER_PAGE_NAMESPACES = ['driver-page', 'offline', 'app', 'common', 'pwa'] as const;

/**
 * The message a provider shares with a tracking link goes out in the driver's language
 * (src/features/driver-links/share): a namespace of its own, so every language has all of it.
 */
const SHARE_MESSAGE = { namespace: 'driver-share' } as const;

/** A namespace a language translates: all of it, or only the keys listed. */
export type Coverage = { namespace: string; keys?: readonly string[] };

/** An app language shows every page; a driver language the driver link page and the shared link. */
export function coverageOf(language: Language, englishNamespaces: readonly string[]): Coverage[] {
  if ((APP_LANGUAGES as readonly Language[]).includes(language)) {
    return englishNamespaces.map((namespace) => ({ namespace }));
  }
  return [...DRIVER_PAGE_NAMESPACES.map((namespace) => ({ namespace })), SHARE_MESSAGE];
}
