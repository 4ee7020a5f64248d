import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createNominatimGeocoder } from '../../server/providers/geocoder/nominatim-geocoder';
import { GeocoderError } from '../../server/providers/geocoder/geocoder';
import { call } from './support/marketplace';
import { signIn } from './support/sign-in';
import { createTestApp, type TestApp } from './support/test-app';

const TIMEOUT_MS = 300;

type Received = { path: string; params: URLSearchParams; headers: IncomingHttpHeaders };
const received: Received[] = [];
let nominatim: Server;
let base: string;

const DAMMAM_PORT = {
  place_id: 1,
  lat: '26.4986',
  lon: '50.2030',
  name: 'King Abdulaziz Port',
  display_name: 'King Abdulaziz Port, Dammam, Eastern Province, Saudi Arabia',
  address: { city: 'Dammam', country: 'Saudi Arabia', country_code: 'sa' },
};
const UNNAMED = {
  place_id: 2,
  lat: '25.2854',
  lon: '51.5310',
  name: '',
  display_name: 'Corniche Street, Doha, Qatar',
};

/** A local fake of Nominatim's /search: canned jsonv2, or 500, or never an answer. */
beforeAll(async () => {
  nominatim = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    received.push({ path: url.pathname, params: url.searchParams, headers: request.headers });
    const q = url.searchParams.get('q');
    if (q === 'hang') return;
    if (q === 'broken') {
      response.writeHead(500).end('upstream exploded');
      return;
    }
    response.writeHead(200, { 'Content-Type': 'application/json' });
    response.end(JSON.stringify(q?.toLowerCase() === 'dammam port' ? [DAMMAM_PORT, UNNAMED] : []));
  });
  await new Promise<void>((resolve) => nominatim.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(nominatim.address() as AddressInfo).port}`;
});
afterAll(async () => {
  nominatim.closeAllConnections();
  await new Promise<void>((resolve) => nominatim.close(() => resolve()));
});

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
  received.length = 0;
});

async function signedInApp(env: Record<string, string> = { GEOCODER_URL: base }) {
  // A short timeout keeps the hanging-upstream case fast.
  t = await createTestApp({ GEOCODER_TIMEOUT_MS: String(TIMEOUT_MS), ...env });
  return { t, token: (await signIn(t)).token };
}

const search = (app: TestApp, q: string, token?: string) =>
  call(app, 'GET', `/api/geocode/search?q=${encodeURIComponent(q)}`, { token });

describe('GET /api/geocode/search', () => {
  it('asks the geocoder for Gulf places in English, naming itself, and maps the answer', async () => {
    const { t, token } = await signedInApp();
    const response = await search(t, '  Dammam port ', token);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      success: true,
      data: [
        { name: 'King Abdulaziz Port', country: 'Saudi Arabia', coordinates: [50.203, 26.4986] },
        { name: 'Corniche Street', country: 'Qatar', coordinates: [51.531, 25.2854] },
      ],
    });
    expect(received).toHaveLength(1);
    const [request] = received;
    expect(request?.path).toBe('/search');
    expect(Object.fromEntries(request?.params ?? [])).toEqual({
      format: 'jsonv2',
      q: 'Dammam port',
      limit: '8',
      countrycodes: 'ae,sa,qa,kw,bh,om',
      addressdetails: '1',
      'accept-language': 'en',
    });
    expect(request?.headers['user-agent']).toMatch(/^gulf-freight\/.+\(.+\)$/);
  });

  it('answers a repeated search, in any case, from its cache', async () => {
    const { t, token } = await signedInApp();
    await search(t, 'Dammam port', token);
    const again = await search(t, 'DAMMAM PORT', token);
    expect(again.status).toBe(200);
    expect(again.body.data).toHaveLength(2);
    expect(received).toHaveLength(1);
  });

  it('is for signed-in users only', async () => {
    t = await createTestApp({ GEOCODER_URL: base });
    expect((await search(t, 'Dammam port')).status).toBe(401);
    expect(received).toHaveLength(0);
  });

  it('refuses a query shorter than 2 or longer than 100 characters', async () => {
    const { t, token } = await signedInApp();
    const short = await search(t, ' d ', token);
    expect(short.status).toBe(400);
    expect(short.body).toMatchObject({ success: false, msg: expect.stringMatching(/2 char/) });
    expect((await search(t, 'x'.repeat(101), token)).status).toBe(400);
    expect(received).toHaveLength(0);
  });

  it('says no geocoder is configured when GEOCODER_URL is unset', async () => {
    const { t, token } = await signedInApp({});
    const response = await search(t, 'Dammam port', token);
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ success: false, msg: 'No geocoder is configured' });
  });

  it('answers 502 when the geocoder fails or is too slow, and does not cache the failure', async () => {
    const { t, token } = await signedInApp();
    const unavailable = {
      success: false,
      msg: 'The place search is unavailable. Try again later.',
    };
    for (const q of ['broken', 'broken', 'hang']) {
      const response = await search(t, q, token);
      expect(response.status).toBe(502);
      expect(response.body).toEqual(unavailable);
    }
    expect(received.map((request) => request.params.get('q'))).toEqual([
      'broken',
      'broken',
      'hang',
    ]);
  });

  it('limits each user to 30 searches a minute', async () => {
    const { t, token } = await signedInApp();
    for (let i = 0; i < 30; i += 1)
      expect((await search(t, 'Dammam port', token)).status).toBe(200);
    const limited = await search(t, 'Dammam port', token);
    expect(limited.status).toBe(429);
    expect(limited.body.success).toBe(false);
    const other = await signIn(t);
    expect((await search(t, 'Dammam port', other.token)).status).toBe(200);
  });
});

describe('Nominatim adapter', () => {
  it('accepts a base that already ends in /search and gives up after its timeout', async () => {
    const geocoder = createNominatimGeocoder({ baseUrl: `${base}/search/`, timeoutMs: 100 });
    const started = Date.now();
    await expect(geocoder.search('hang')).rejects.toBeInstanceOf(GeocoderError);
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(received.at(-1)?.path).toBe('/search');
  });
});
