import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appManifest, webManifestSchema } from '../../src/contract/web-manifest';
import { createLink, tripReadyForLink, tripWithLink } from './support/driver-link';
import { call } from './support/marketplace';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ OTP_SENDS_PER_IP_PER_HOUR: '1000' });
});
afterAll(async () => t.close());

/** As a browser fetches a manifest: no Authorization, no device key. */
const fetchManifest = (linkId: string) =>
  t.app.inject({ method: 'GET', url: `/api/driver-links/${linkId}/manifest.webmanifest` });

describe("a driver link's own web app manifest", () => {
  it('opens the installed app on that link, named after its trip, with no credentials', async () => {
    const link = await tripWithLink(t);
    const response = await fetchManifest(link.linkId);

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/manifest+json');
    expect(response.headers['cache-control']).toBe('no-cache');
    const manifest = webManifestSchema.parse(response.json());
    const page = `/trip/${link.tripId}/details/${link.linkId}`;
    expect(manifest).toMatchObject({
      id: page,
      start_url: page,
      scope: page,
      name: `Gulf Freight – Trip ${link.tripNumber}`,
      short_name: `Trip ${link.tripNumber}`,
      lang: 'en',
      dir: 'ltr',
      display: 'standalone',
      theme_color: appManifest.theme_color,
      background_color: appManifest.background_color,
    });
    expect(manifest.icons).toEqual(appManifest.icons);
    expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
  });

  it('is served before any phone has opened the link, and after it is deactivated', async () => {
    const trip = await tripReadyForLink(t);
    const created = await createLink(t, trip.provider.token, { tripId: trip.tripId });
    const linkId = created.body.data?.link._id ?? '';
    expect((await fetchManifest(linkId)).statusCode).toBe(200);

    await call(t, 'PUT', `/api/driver-links/deactivate/${linkId}`, { token: trip.provider.token });
    const afterDeactivation = await fetchManifest(linkId);
    expect(afterDeactivation.statusCode).toBe(200);
    expect(afterDeactivation.json()).toMatchObject({
      start_url: `/trip/${trip.tripId}/details/${linkId}`,
    });
  });

  it('answers an unknown or malformed link id with a JSON 404', async () => {
    for (const linkId of ['AAAAAAAAAAAAAAAAAAAAAA', 'not-a-link', 'x'.repeat(23), '%20']) {
      const response = await fetchManifest(linkId);
      expect(response.statusCode, linkId).toBe(404);
      expect(response.json(), linkId).toEqual({ success: false, msg: 'Invalid link' });
    }
  });

  it("is named in the language the page asks for, else the browser's, with no marks a launcher would draw", async () => {
    const link = await tripWithLink(t);
    const inUrdu = await t.app.inject({
      method: 'GET',
      url: `/api/driver-links/${link.linkId}/manifest.webmanifest?lang=ur`,
      headers: { 'accept-language': 'ar' },
    });
    expect(inUrdu.json()).toMatchObject({
      lang: 'ur',
      dir: 'rtl',
      name: `Gulf Freight – ٹرپ ${link.tripNumber}`,
      short_name: `ٹرپ ${link.tripNumber}`,
      description: `ٹرپ ${link.tripNumber}: ڈرائیور کے لیے اسٹیٹس، اضافی خرچے اور لوکیشن۔`,
    });
    expect(inUrdu.body).not.toMatch(/[\u2066-\u2069]/);

    // An unknown ?lang= is ignored: the browser's Arabic, then English.
    const byBrowser = await t.app.inject({
      method: 'GET',
      url: `/api/driver-links/${link.linkId}/manifest.webmanifest?lang=xx`,
      headers: { 'accept-language': 'ar-SA,ar;q=0.9' },
    });
    expect(byBrowser.json()).toMatchObject({ lang: 'ar', short_name: `الرحلة ${link.tripNumber}` });
    const inHindi = await t.app.inject({
      method: 'GET',
      url: `/api/driver-links/${link.linkId}/manifest.webmanifest?lang=hi`,
    });
    expect(inHindi.json()).toMatchObject({
      lang: 'hi',
      dir: 'ltr',
      short_name: `ट्रिप ${link.tripNumber}`,
    });
  });
});
