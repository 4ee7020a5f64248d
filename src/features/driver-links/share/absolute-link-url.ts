import type { Language } from '../../../contract/languages';

/**
 * The server answers `/trip/{tripId}/details/{linkId}`; drivers need the whole address, opening
 * in the language the provider chose for them (`?lang=`, which the link page puts first).
 */
export function absoluteLinkUrl(
  linkUrl: string,
  language?: Language,
  origin = window.location.origin,
): string {
  const url = new URL(linkUrl, origin);
  if (language) url.searchParams.set('lang', language);
  return url.href;
}
