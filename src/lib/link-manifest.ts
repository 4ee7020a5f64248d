/**
 * A driver link installs to the home screen and opens on that link (docs/architecture.md §7): its page names a
 * manifest of its own instead of the app's. The server (first load) and the service worker (every
 * load after) both rewrite the shell with these, so the two always agree.
 */

/** `/trip/{tripId}/details/{linkId}`, the link id being 22 base64url characters (docs/product.md §2). */
const DRIVER_LINK_PATH = /^\/trip\/([^/?#]+)\/details\/([A-Za-z0-9_-]{22})\/?$/;

export type DriverLinkPath = { tripId: string; linkId: string };

/** Any `/trip/{…}/details/{…}`: the driver's page, which says itself when the link is malformed. */
const DRIVER_PAGE_PATH = /^\/trip\/([^/?#]+)\/details\/([^/?#]+)\/?$/;

/**
 * The trip and link segments of an address the driver's page answers, well formed or not (a link
 * cut short in a message still gets the driver's page, saying the link is not valid); null for
 * the rest of the app's addresses.
 */
export function matchDriverPagePath(pathname: string): DriverLinkPath | null {
  const match = DRIVER_PAGE_PATH.exec(pathname);
  if (!match?.[1] || !match[2]) return null;
  return { tripId: decodeSegment(match[1]), linkId: decodeSegment(match[2]) };
}

/** A path segment as the router gave it to the page: decoded, or as it is when it cannot be. */
function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The trip and link a driver link's path names, or null for any other path. */
export function matchDriverLinkPath(pathname: string): DriverLinkPath | null {
  const match = DRIVER_LINK_PATH.exec(pathname);
  if (!match?.[1] || !match[2]) return null;
  return { tripId: match[1], linkId: match[2] };
}

/**
 * The link's own web app manifest, served by the API without credentials; in `language` when
 * the page knows the one it shows (the manifest names the installed link in it).
 */
export const linkManifestUrl = (linkId: string, language?: string) =>
  `/api/driver-links/${encodeURIComponent(linkId)}/manifest.webmanifest` +
  (language ? `?lang=${encodeURIComponent(language)}` : '');

/** The link's page, which is also its manifest's `id`, `start_url` and `scope`. */
export const driverLinkPathOf = ({ tripId, linkId }: DriverLinkPath) =>
  `/trip/${tripId}/details/${linkId}`;

const MANIFEST_LINK = /<link\b[^>]*\brel=["']?manifest["']?[^>]*>/i;
const HREF = /\bhref=(["'])[^"']*\1|\bhref=[^\s>]+/i;

/**
 * The shell with its `<link rel="manifest">` pointing at `manifestHref`; unchanged when it has no
 * such link. Only the first one is touched: the build writes exactly one.
 */
export function rewriteManifestHref(html: string, manifestHref: string): string {
  const escaped = manifestHref.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
  return html.replace(MANIFEST_LINK, (tag) =>
    HREF.test(tag) ? tag.replace(HREF, () => `href="${escaped}"`) : tag,
  );
}

/** The shell as a driver link's page serves it (in `language`); any other path gets it unchanged. */
export function shellForPath(html: string, pathname: string, language?: string): string {
  const link = matchDriverLinkPath(pathname);
  return link ? rewriteManifestHref(html, linkManifestUrl(link.linkId, language)) : html;
}
