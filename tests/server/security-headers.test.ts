import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { OutgoingHttpHeaders } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config';
import { STRIPE_TEST_ENV } from './support/fake-stripe';
import { signInShipper } from './support/marketplace';
import { createTestApp, type TestApp } from './support/test-app';
import { download, PNG_BYTES, upload } from './support/uploads';

/** `a b; c d e` → { a: ['b'], c: ['d', 'e'] }: the policy as a browser reads it, order aside. */
function directivesOf(headers: OutgoingHttpHeaders) {
  const policy = String(headers['content-security-policy']);
  return Object.fromEntries(
    policy
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name, sources]),
  );
}

/** The policy of the built app with nothing optional configured. */
const DEFAULT_DIRECTIVES = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'script-src-attr': ["'none'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'connect-src': ["'self'"],
  'worker-src': ["'self'"],
  'manifest-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

/** What every response carries, whatever it is. */
function expectSecurityHeaders(headers: OutgoingHttpHeaders, what: string) {
  expect(headers['x-content-type-options'], what).toBe('nosniff');
  expect(headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
  expect(headers['x-frame-options'], what).toBe('DENY');
  expect(headers['cross-origin-opener-policy'], what).toBe('same-origin');
  expect(headers['cross-origin-resource-policy'], what).toBe('same-origin');
  expect(headers['x-powered-by'], what).toBeUndefined();
  // Plain http: a browser on http://localhost must never be pinned to https.
  expect(headers['strict-transport-security'], what).toBeUndefined();
}

const INDEX_HTML =
  '<!doctype html><html><head><title>Gulf Freight</title></head><body><div id="root"></div></body></html>';

describe('with nothing optional configured', () => {
  let t: TestApp;
  let staticDir: string;
  beforeAll(async () => {
    // A web app build of one page: the shell is served for every client route.
    staticDir = await mkdtemp(path.join(tmpdir(), 'gf-headers-'));
    await writeFile(path.join(staticDir, 'index.html'), INDEX_HTML);
    t = await createTestApp({ STATIC_DIR: staticDir });
  });
  afterAll(async () => {
    await t.close();
    await rm(staticDir, { recursive: true, force: true });
  });

  it('allows the page only its own origin, data: and blob: images, and no framing', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(directivesOf(response.headers)).toEqual(DEFAULT_DIRECTIVES);
    // No wildcard for images: without a tile server there is nothing else to show.
    expect(String(response.headers['content-security-policy'])).not.toContain('https:');
  });

  it('sends the same headers on API JSON, errors, the web app shell and stored files', async () => {
    const json = await t.app.inject({ method: 'GET', url: '/api/reference' });
    expect(json.statusCode).toBe(200);
    expectSecurityHeaders(json.headers, 'API JSON');

    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/trips/getmytrips',
      payload: {},
    });
    expect(refused.statusCode).toBe(401);
    expectSecurityHeaders(refused.headers, 'a refusal');

    const unknown = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(unknown.statusCode).toBe(404);
    expectSecurityHeaders(unknown.headers, 'an unknown API path');

    for (const url of ['/signin', `/trip/x/details/AbCdEfGhIjKlMnOpQrSt_-`, '/']) {
      const shell = await t.app.inject({ method: 'GET', url });
      expect(shell.statusCode, url).toBe(200);
      expect(shell.headers['content-type'], url).toContain('text/html');
      expectSecurityHeaders(shell.headers, url);
      expect(directivesOf(shell.headers), url).toEqual(DEFAULT_DIRECTIVES);
    }

    const shipper = await signInShipper(t);
    const uploaded = await upload(
      t,
      '/api/loads/images',
      [{ name: 'pallets.png', bytes: PNG_BYTES, type: 'image/png' }],
      { token: shipper.token },
    );
    expect(uploaded.status).toBe(200);
    const [image] = (uploaded.body.data as { images: { url: string }[] }).images;
    const file = await download(t, String(image?.url), shipper.token);
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expectSecurityHeaders(file.headers, 'a stored file');
  });

  it('keeps the API docs working under their own policy', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    const docs = directivesOf(page.headers);
    // The docs page runs its own script files, never inline script.
    expect(docs['script-src']).toEqual(["'self'"]);
    expect(docs['object-src']).toEqual(["'none'"]);
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    for (const script of page.body.match(/src="[^"]+\.js"/g) ?? []) {
      const url = new URL(script.slice(5, -1), 'http://localhost/api/docs/').pathname;
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toContain('javascript');
    }
  });

  it('sends HSTS only to a request that came over https', async () => {
    // Without TRUST_PROXY, anyone could claim https: the claim is ignored.
    const claimed = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(claimed.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('behind a TLS-terminating proxy (TRUST_PROXY=1)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: '1' });
  });
  afterAll(async () => t.close());

  it('sends HSTS when the proxy says the request was https, and only then', async () => {
    const overTls = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(overTls.headers['strict-transport-security']).toBe(
      'max-age=31536000; includeSubDomains',
    );
    const plain = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-forwarded-proto': 'http' },
    });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const direct = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(direct.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('with Stripe as the payment provider', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ ...STRIPE_TEST_ENV });
  });
  afterAll(async () => t.close());

  it("adds Stripe.js, its frames and its API, and lets Stripe's popups reach the page", async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(directivesOf(response.headers)).toEqual({
      ...DEFAULT_DIRECTIVES,
      'script-src': ["'self'", 'https://js.stripe.com', 'https://*.js.stripe.com'],
      'connect-src': ["'self'", 'https://api.stripe.com'],
      'frame-src': ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
    });
    expect(response.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
  });
});

describe('with a tile server (TILE_URL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TILE_URL: 'https://{s}.tile.example.org/{z}/{x}/{y}.png' });
  });
  afterAll(async () => t.close());

  it("allows images from each of the template's {s} hosts, and nothing more", async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(directivesOf(response.headers)).toEqual({
      ...DEFAULT_DIRECTIVES,
      'img-src': [
        "'self'",
        'data:',
        'blob:',
        'https://a.tile.example.org',
        'https://b.tile.example.org',
        'https://c.tile.example.org',
      ],
    });
  });
});

describe('TILE_URL', () => {
  it('names one host, with its port, when the template has no {s}', async () => {
    const t = await createTestApp({
      TILE_URL: 'https://tiles.example.com:8443/v1/{z}/{x}/{y}.png',
    });
    try {
      const response = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(directivesOf(response.headers)['img-src']).toEqual([
        "'self'",
        'data:',
        'blob:',
        'https://tiles.example.com:8443',
      ]);
    } finally {
      await t.close();
    }
  });

  it('is refused at start when its host could be anything or it is not a web address', () => {
    expect(() => loadConfig({ TILE_URL: 'https://{z}.example.com/{x}/{y}.png' })).toThrow(
      /TILE_URL may vary its host only by \{s\}/,
    );
    expect(() => loadConfig({ TILE_URL: 'tiles/{z}/{x}/{y}.png' })).toThrow(ConfigError);
    expect(() => loadConfig({ TILE_URL: 'ftp://tiles.example.com/{z}/{x}/{y}.png' })).toThrow(
      /TILE_URL must start with https:\/\//,
    );
  });
});
