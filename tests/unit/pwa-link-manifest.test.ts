import { describe, expect, it } from 'vitest';
import {
  driverLinkPathOf,
  linkManifestUrl,
  matchDriverLinkPath,
  matchDriverPagePath,
  rewriteManifestHref,
  shellForPath,
} from '../../src/lib/link-manifest';

const LINK_ID = 'AbCdEfGhIjKlMnOpQrSt_-';
const TRIP_ID = '6f1c1b9e-8a7d-4f3e-9b2a-0c1d2e3f4a5b';
const LINK_MANIFEST = `/api/driver-links/${LINK_ID}/manifest.webmanifest`;

describe('driver link paths', () => {
  it('finds the trip and link of a driver link page, with or without a trailing slash', () => {
    const page = `/trip/${TRIP_ID}/details/${LINK_ID}`;
    expect(matchDriverLinkPath(page)).toEqual({ tripId: TRIP_ID, linkId: LINK_ID });
    expect(matchDriverLinkPath(`${page}/`)).toEqual({ tripId: TRIP_ID, linkId: LINK_ID });
    expect(driverLinkPathOf({ tripId: TRIP_ID, linkId: LINK_ID })).toBe(page);
  });

  it('ignores every other path, short or long link ids included', () => {
    for (const path of [
      '/',
      '/trips',
      `/trip/${TRIP_ID}`,
      `/trip/${TRIP_ID}/details/short`,
      `/trip/${TRIP_ID}/details/${LINK_ID}x`,
      `/trip/${TRIP_ID}/details/${LINK_ID}/more`,
      `/api/trip/${TRIP_ID}/details/${LINK_ID}`,
    ]) {
      expect(matchDriverLinkPath(path), path).toBeNull();
    }
  });

  it("sends every /trip/…/details/… address to the driver's page, a malformed link too", () => {
    expect(matchDriverPagePath(`/trip/${TRIP_ID}/details/${LINK_ID}`)).toEqual({
      tripId: TRIP_ID,
      linkId: LINK_ID,
    });
    // The page itself says such a link is not valid, rather than the app's Not Found.
    expect(matchDriverPagePath(`/trip/not-a-trip/details/short/`)).toEqual({
      tripId: 'not-a-trip',
      linkId: 'short',
    });
    expect(matchDriverPagePath('/trip/a%20b/details/%E0%A4')).toEqual({
      tripId: 'a b',
      linkId: '%E0%A4',
    });
    for (const path of ['/', '/trips', `/trip/${TRIP_ID}`, `/trip/${TRIP_ID}/details/x/more`]) {
      expect(matchDriverPagePath(path), path).toBeNull();
    }
  });

  it("names the link's manifest under the API", () => {
    expect(linkManifestUrl(LINK_ID)).toBe(LINK_MANIFEST);
  });
});

describe('rewriting the shell', () => {
  it('points the manifest link at the given manifest, leaving the rest as it was', () => {
    const html =
      '<head><link rel="icon" href="/favicon.svg"><link rel="manifest" href="/manifest.webmanifest"></head>';
    expect(rewriteManifestHref(html, LINK_MANIFEST)).toBe(
      `<head><link rel="icon" href="/favicon.svg"><link rel="manifest" href="${LINK_MANIFEST}"></head>`,
    );
  });

  it('handles other attribute orders, quotes and extra attributes', () => {
    expect(
      rewriteManifestHref(
        `<link href='/manifest.webmanifest' crossorigin="use-credentials" rel='manifest' />`,
        LINK_MANIFEST,
      ),
    ).toBe(`<link href="${LINK_MANIFEST}" crossorigin="use-credentials" rel='manifest' />`);
    expect(rewriteManifestHref('<LINK REL=manifest HREF=/m.json>', '/x')).toBe(
      '<LINK REL=manifest href="/x">',
    );
  });

  it('leaves a shell without a manifest link alone, and escapes the href', () => {
    const html = '<head><link rel="icon" href="/favicon.svg"></head>';
    expect(rewriteManifestHref(html, LINK_MANIFEST)).toBe(html);
    expect(rewriteManifestHref('<link rel="manifest" href="/a">', '/b?x="1"&$&')).toBe(
      '<link rel="manifest" href="/b?x=&quot;1&quot;&amp;$&amp;">',
    );
  });

  it("rewrites only a driver link page's shell", () => {
    const html = '<link rel="manifest" href="/manifest.webmanifest">';
    expect(shellForPath(html, `/trip/${TRIP_ID}/details/${LINK_ID}`)).toBe(
      `<link rel="manifest" href="${LINK_MANIFEST}">`,
    );
    expect(shellForPath(html, '/my-loads')).toBe(html);
  });
});
