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
    const href = linkManifestUrl(linkId, language);
    // The page was served naming it already: setting it again would fetch it again.
    if (manifest && manifest.getAttribute('href') !== href) manifest.href = href;
  }, [linkId, language, wellFormed]);
}
