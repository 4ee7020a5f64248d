import type { Language } from '../../contract/languages';
import { appLanguage, driverLanguage } from './language-choice';
import { readStoredLanguage, storeLanguage } from './language-storage';

/** docs/product.md §2 `/trip/:id/details/:detailsId`, the driver link page. */
const DRIVER_LINK_PATH = /^\/trip\/[^/]+\/details\/[^/]+\/?$/;

export function isDriverLinkPath(pathname: string): boolean {
  return DRIVER_LINK_PATH.test(pathname);
}

/**
 * The language the page opens in, known before anything renders. A driver link's `?lang=` is
 * kept on the device, so the installed app (which opens without it) stays in that language.
 */
export function startLanguage(
  location: Pick<Location, 'pathname' | 'search'>,
  browser: readonly string[],
): Language {
  const stored = readStoredLanguage('app');
  if (!isDriverLinkPath(location.pathname)) return appLanguage({ stored, browser });
  const linked = new URLSearchParams(location.search).get('lang');
  const language = driverLanguage({
    linked,
    storedDriver: readStoredLanguage('driver'),
    stored,
    browser,
  });
  if (language === linked) storeLanguage('driver', language);
  return language;
}
