import { useEffect } from 'react';
import { linkManifestUrl } from '../../../lib/link-manifest';

/**
 * Points the page's `<link rel="manifest">` at the link's manifest in the language shown: added
 * to the home screen, the link is named in the driver's language, and follows a change of it.
 */
export function useLinkManifestLanguage(linkId: string, language: string, wellFormed: boolean) {
  useEffect(() => {
    if (!wellFormed) return;
    const manifest = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
    if (manifest) manifest.href = `${linkManifestUrl(linkId)}?lang=${encodeURIComponent(language)}`;
  }, [linkId, language, wellFormed]);
}
