import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app';

/** A build as vite-plugin-pwa writes it: the shell names the app's manifest. */
const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    <title>Gulf Freight</title>
    <script type="module" crossorigin src="/assets/index-abc123.js"></script>
  <link rel="manifest" href="/manifest.webmanifest"></head>
  <body><div id="root"></div></body>
</html>
`;
const LINK_ID = 'AbCdEfGhIjKlMnOpQrSt_-';
const CHUNK = 'console.log(1);\n';
const TRIP_ID = '6f1c1b9e-8a7d-4f3e-9b2a-0c1d2e3f4a5b';

let t: TestApp;
let staticDir: string;
beforeAll(async () => {
  staticDir = await mkdtemp(path.join(tmpdir(), 'gf-static-'));
  await mkdir(path.join(staticDir, 'assets'));
  await mkdir(path.join(staticDir, 'icons'));
  await writeFile(path.join(staticDir, 'index.html'), INDEX_HTML);
  await writeFile(path.join(staticDir, 'assets', 'index-abc123.js'), 'console.log(1);\n');
  // What the build's precompress step writes beside a chunk.
  await writeFile(path.join(staticDir, 'assets', 'index-abc123.js.br'), brotliCompressSync(CHUNK));
  await writeFile(path.join(staticDir, 'assets', 'index-abc123.js.gz'), gzipSync(CHUNK));
  await writeFile(path.join(staticDir, 'sw.js'), 'self.addEventListener("fetch", () => {});\n');
  await writeFile(path.join(staticDir, 'manifest.webmanifest'), '{"name":"Gulf Freight"}\n');
  await writeFile(path.join(staticDir, 'icons', 'icon-192.png'), 'png');
  t = await createTestApp({ STATIC_DIR: staticDir });
});
afterAll(async () => {
  await t.close();
  await rm(staticDir, { recursive: true, force: true });
});

const get = (url: string) => t.app.inject({ method: 'GET', url });
const manifestHref = (html: string) => /<link rel="manifest" href="([^"]*)"/.exec(html)?.[1];

describe('the web app shell', () => {
  it("names a driver link's own manifest on the link's page, the app's everywhere else", async () => {
    const linkPage = await get(`/trip/${TRIP_ID}/details/${LINK_ID}`);
    expect(linkPage.statusCode).toBe(200);
    expect(linkPage.headers['content-type']).toContain('text/html');
    expect(linkPage.headers['cache-control']).toBe('no-cache');
    // Only the manifest link changes.
    expect(linkPage.body).toBe(
      INDEX_HTML.replace(
        'href="/manifest.webmanifest"',
        `href="/api/driver-links/${LINK_ID}/manifest.webmanifest"`,
      ),
    );

    for (const other of ['/', '/trips', `/trip/${TRIP_ID}/details/short`, '/signin?next=/']) {
      const response = await get(other);
      expect(response.statusCode, other).toBe(200);
      expect(manifestHref(response.body), other).toBe('/manifest.webmanifest');
    }
  });

  it('never lets the worker, the manifest or the shell be kept without asking', async () => {
    for (const url of ['/sw.js', '/manifest.webmanifest', '/index.html', '/']) {
      expect((await get(url)).headers['cache-control'], url).toBe('no-cache');
    }
    expect((await get('/sw.js')).headers['content-type']).toContain('javascript');
  });

  it('lets the worker fetch map tiles from another origin', async () => {
    const policy = String((await get('/sw.js')).headers['content-security-policy']);
    expect(policy).toContain("connect-src 'self' https:");
    // The page itself still connects only to its own origin.
    expect(String((await get('/')).headers['content-security-policy'])).toContain(
      "connect-src 'self';",
    );
  });

  it('keeps hashed assets for a year, and answers a missing one with 404, not the shell', async () => {
    const asset = await get('/assets/index-abc123.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const missing = await get('/assets/index-gone.js');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).not.toContain('<html');
    expect((await get('/icons/icon-192.png')).headers['content-type']).toBe('image/png');
  });

  it('answers unknown API paths with JSON and never serves files outside the build', async () => {
    const api = await get('/api/nothing-here');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ success: false, msg: 'No route GET /api/nothing-here' });
    const escape = await get('/..%2f..%2fetc%2fpasswd');
    expect(escape.body).not.toContain('root:');
  });

  it('sends a chunk precompressed as the browser accepts it, and plain to one that accepts neither', async () => {
    const url = '/assets/index-abc123.js';
    const asBrotli = await t.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(asBrotli.statusCode).toBe(200);
    expect(asBrotli.headers['content-encoding']).toBe('br');
    expect(asBrotli.headers['content-type']).toContain('javascript');
    expect(asBrotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(asBrotli.rawPayload).toString()).toBe(CHUNK);

    const asGzip = await t.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(asGzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(asGzip.rawPayload).toString()).toBe(CHUNK);

    const plain = await t.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(CHUNK);
  });
});
