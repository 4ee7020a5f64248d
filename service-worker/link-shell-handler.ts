import type { RouteHandlerCallback } from 'workbox-core';
import {
  matchDriverLinkPath,
  linkManifestUrl,
  rewriteManifestHref,
} from '../src/lib/link-manifest';

/**
 * The precached shell, except that a driver link's page names the link's own manifest, as the
 * server does: an installed link must open on that link even when this worker answers (docs/architecture.md §7).
 */
export function linkShellHandler(shell: RouteHandlerCallback): RouteHandlerCallback {
  return async (options) => {
    const response = await shell(options);
    const link = matchDriverLinkPath(options.url.pathname);
    if (!link || !response.ok) return response;
    const html = rewriteManifestHref(await response.text(), linkManifestUrl(link.linkId));
    const headers = new Headers(response.headers);
    // The body changed length; the browser works it out again.
    headers.delete('content-length');
    return new Response(html, {
      status: response.status,
      statusText: response.statusText,
      headers,
    });
  };
}
