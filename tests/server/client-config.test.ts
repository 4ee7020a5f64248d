import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app';
import { call } from './support/marketplace';

let t: TestApp | undefined;
afterEach(async () => t?.close());

describe('GET /api/config', () => {
  it('tells the web app the test payment provider and no map services by default', async () => {
    t = await createTestApp();
    const response = await call(t, 'GET', '/api/config');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      success: true,
      data: {
        paymentProvider: 'test',
        stripePublishableKey: null,
        tileUrl: null,
        tileAttribution: null,
        geocoder: false,
      },
    });
  });

  it('passes on the configured map tiles and whether a geocoder exists, never its address', async () => {
    t = await createTestApp({
      TILE_URL: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      TILE_ATTRIBUTION: '© OpenStreetMap contributors',
      GEOCODER_URL: 'https://geocoder.internal.example/search',
    });
    const response = await call(t, 'GET', '/api/config');
    expect(response.body.data).toMatchObject({
      tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      tileAttribution: '© OpenStreetMap contributors',
      geocoder: true,
    });
    expect(JSON.stringify(response.body)).not.toContain('geocoder.internal');
  });
});
