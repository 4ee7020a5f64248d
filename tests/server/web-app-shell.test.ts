import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DRIVER_LINK_CHUNKS } from '../../src/app/first-screens/first-screen-modules';
import { firstScreenFor } from '../../server/modules/web-app/first-screens';
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
    // Only the manifest link changes: the link's own, in the language the page opens in.
    expect(linkPage.body).toBe(
      INDEX_HTML.replace(
        'href="/manifest.webmanifest"',
        `href="/api/driver-links/${LINK_ID}/manifest.webmanifest?lang=en"`,
      ),
    );

    for (const other of ['/', '/trips', `/trip/${TRIP_ID}/details/short`, '/signin?next=/']) {
      const response = await get(other);
      expect(response.statusCode, other).toBe(200);
      expect(manifestHref(response.body), other).toBe('/manifest.webmanifest');
    }
  });

  it('serves the app for a load or trip details address, so a reload or a shared link opens it', async () => {
    const LOAD_ID = '0c7e8a52-3a4b-4c5d-8e9f-0a1b2c3d4e5f';
    for (const url of [
      `/my-loads/${LOAD_ID}`,
      `/my-loads/${LOAD_ID}/`,
      `/trips/${TRIP_ID}?status=confirmed`,
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toContain('text/html');
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.body, url).toBe(INDEX_HTML);
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

/**
 * A build with Vite's manifest and the drawn first screens beside the served folder, as
 * vite.config.ts writes them: `<dir>-manifest.json` and `<dir>-first-screens.json`.
 */
const BUILT_INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <title>Gulf Freight</title>
    <script defer src="/zod-jitless.js"></script>
    <script type="module" crossorigin src="/assets/index-e1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/runtime-r1.js">
    <link rel="stylesheet" crossorigin href="/assets/index-e1.css">
  <link rel="manifest" href="/manifest.webmanifest"></head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;
const BUILD_MANIFEST = {
  'index.html': {
    file: 'assets/index-e1.js',
    isEntry: true,
    imports: ['_runtime-r1.js'],
    css: ['assets/index-e1.css'],
  },
  '_runtime-r1.js': { file: 'assets/runtime-r1.js' },
  'src/features/auth/sign-in-page.tsx': {
    file: 'assets/sign-in-page-s1.js',
    isDynamicEntry: true,
    imports: ['_runtime-r1.js', 'index.html', '_zod-z1.js'],
    css: ['assets/sign-in-page-s1.css'],
  },
  '_zod-z1.js': { file: 'assets/zod-z1.js' },
  'src/app/app.tsx': {
    file: 'assets/app-a1.js',
    isDynamicEntry: true,
    imports: ['index.html', '_router-o1.js'],
    css: ['assets/app-a1.css'],
  },
  '_router-o1.js': { file: 'assets/router-o1.js' },
  'src/app/locales/app-translations.ts': {
    file: 'assets/app-translations-t1.js',
    isDynamicEntry: true,
    imports: ['index.html'],
  },
  // The driver link's modules, gathered by the build into chunks of their own names
  // (scripts/driver-chunks.ts).
  '_driver-link-g1.js': {
    file: 'assets/driver-link-g1.js',
    name: 'driver-link',
    imports: [
      '_runtime-r1.js',
      'index.html',
      '_app-and-driver-link-g2.js',
      '_driver-link-shared-g3.js',
    ],
    dynamicImports: ['src/lib/driver-db.ts'],
    css: ['assets/driver-link-g1.css'],
  },
  '_app-and-driver-link-g2.js': {
    file: 'assets/app-and-driver-link-g2.js',
    name: 'app-and-driver-link',
    imports: ['_runtime-r1.js', 'index.html', '_query-client-q1.js'],
    css: ['assets/app-and-driver-link-g2.css'],
  },
  '_driver-link-shared-g3.js': {
    file: 'assets/driver-link-shared-g3.js',
    name: 'driver-link-shared',
    imports: ['_runtime-r1.js', 'index.html', '_app-and-driver-link-g2.js'],
    css: ['assets/driver-link-shared-g3.css'],
  },
  // A library: it needs nothing of the entry.
  '_query-client-q1.js': { file: 'assets/query-client-q1.js' },
  // Loaded once the outbox is used, not on a first visit.
  'src/lib/driver-db.ts': {
    file: 'assets/driver-db-b1.js',
    isDynamicEntry: true,
    imports: ['_dexie-x1.js', '_driver-link-shared-g3.js'],
  },
  '_dexie-x1.js': { file: 'assets/dexie-x1.js' },
  'src/features/profile/profile-page.tsx': {
    file: 'assets/profile-page-p1.js',
    isDynamicEntry: true,
    imports: ['index.html'],
  },
};
const drawnScreen = (words: string) =>
  `<div class="ion-page app-root" data-first-screen="" inert=""><main>${words}</main></div>`;
const DRAWN_SIGN_IN = drawnScreen('Sign in');
const DRAWN_SCREENS = {
  'signin.en': DRAWN_SIGN_IN,
  'signin.ar': drawnScreen('تسجيل الدخول'),
  'driver-link.en': drawnScreen('Checking your link'),
  'driver-link.ar': drawnScreen('جارٍ التحقق'),
  'driver-link.ur': drawnScreen('لنک کی جانچ'),
  'driver-link.hi': drawnScreen('लिंक की जाँच'),
  'driver-link.bn': drawnScreen('লিংক যাচাই'),
};

describe('the first screens of the pages opened from outside the app', () => {
  let built: TestApp;
  let builtDir: string;
  beforeAll(async () => {
    builtDir = await mkdtemp(path.join(tmpdir(), 'gf-built-'));
    await writeFile(path.join(builtDir, 'index.html'), BUILT_INDEX_HTML);
    await writeFile(`${builtDir}-manifest.json`, JSON.stringify(BUILD_MANIFEST));
    await writeFile(`${builtDir}-first-screens.json`, JSON.stringify(DRAWN_SCREENS));
    built = await createTestApp({ STATIC_DIR: builtDir });
  });
  afterAll(async () => {
    await built.close();
    await rm(builtDir, { recursive: true, force: true });
    await rm(`${builtDir}-manifest.json`, { force: true });
    await rm(`${builtDir}-first-screens.json`, { force: true });
  });
  const page = async (url: string, acceptLanguage?: string) => {
    const response = await built.app.inject({
      method: 'GET',
      url,
      headers: acceptLanguage ? { 'accept-language': acceptLanguage } : {},
    });
    expect(response.statusCode, url).toBe(200);
    expect(response.headers.vary).toContain('Accept-Language');
    return response.body;
  };
  const htmlTag = (html: string) => /<html\b[^>]*>/.exec(html)?.[0];
  const tags = (html: string, pattern: RegExp) => html.match(pattern) ?? [];

  it('sends sign-in drawn, with its styles, and the app loaded only once that screen has painted', async () => {
    for (const url of ['/signin', '/signin?next=/trips']) {
      const html = await page(url);
      expect(html, url).toContain(`<div id="root">${DRAWN_SIGN_IN}</div>`);
      // No module script or modulepreload: the boot script adds them after the first paint.
      expect(tags(html, /<script\b[^>]*type="module"/g), url).toEqual([]);
      expect(tags(html, /rel="modulepreload"/g), url).toEqual([]);
      const boot = /<script defer src="\/first-screen-boot\.js"([^>]*)><\/script>/.exec(html);
      expect(boot?.[1], url).toContain('data-entry="/assets/index-e1.js"');
      // The zod chunk needs nothing of the entry: it runs as soon as it arrives.
      expect(boot?.[1], url).toContain('data-early="/assets/router-o1.js /assets/zod-z1.js"');
      expect(boot?.[1], url).toContain(
        'data-modules="/assets/runtime-r1.js /assets/app-a1.js /assets/sign-in-page-s1.js /assets/app-translations-t1.js"',
      );
      // The page's styles are there before it paints, after the app's own.
      expect(html.indexOf('href="/assets/index-e1.css"')).toBeLessThan(
        html.indexOf('<link rel="stylesheet" crossorigin href="/assets/sign-in-page-s1.css">'),
      );
      // The deferred jitless setting still runs before any of zod.
      expect(html.indexOf('/zod-jitless.js')).toBeLessThan(html.indexOf('/first-screen-boot.js'));
    }
  });

  it('sends a driver link drawn, its chunks loaded once that screen has painted, those needing nothing of the entry run first', async () => {
    const html = await page(`/trip/${TRIP_ID}/details/${LINK_ID}`);
    expect(manifestHref(html)).toBe(`/api/driver-links/${LINK_ID}/manifest.webmanifest?lang=en`);
    expect(html).toContain(`<div id="root">${DRAWN_SCREENS['driver-link.en']}</div>`);
    expect(tags(html, /<script\b[^>]*type="module"/g)).toEqual([]);
    // Not deferred: it readies Intl for the trip's dates while the stylesheets download.
    const boot =
      /<script data-intl-locale="en" src="\/first-screen-boot\.js"([^>]*)><\/script>/.exec(
        html,
      )?.[1];
    expect(boot).toContain('data-entry="/assets/index-e1.js"');
    expect(boot).toContain('data-early="/assets/query-client-q1.js"');
    expect(boot).toContain(
      'data-modules="/assets/runtime-r1.js /assets/driver-link-g1.js /assets/app-and-driver-link-g2.js /assets/driver-link-shared-g3.js"',
    );
    // Only what the page needs: no other page's chunk, nor the outbox's database.
    expect(html).not.toContain('profile-page');
    expect(html).not.toContain('driver-db');
    // Nor the app of shippers and providers, and its router: a link is an app of its own.
    expect(html).not.toContain('/assets/app-a1.js');
    expect(html).not.toContain('router-o1');
    expect(tags(html, /<link rel="stylesheet"[^>]*>/g)).toEqual([
      '<link rel="stylesheet" crossorigin href="/assets/index-e1.css">',
      '<link rel="stylesheet" crossorigin href="/assets/driver-link-g1.css">',
      '<link rel="stylesheet" crossorigin href="/assets/app-and-driver-link-g2.css">',
      '<link rel="stylesheet" crossorigin href="/assets/driver-link-shared-g3.css">',
    ]);
  });

  it("draws a driver link in the language the page opens in: the link's ?lang=, else the browser's", async () => {
    const link = `/trip/${TRIP_ID}/details/${LINK_ID}`;
    const cases: [string, string | undefined, string, string][] = [
      [`${link}?lang=ur`, 'ar-SA,ar;q=0.9', 'driver-link.ur', '<html lang="ur" dir="rtl">'],
      [link, 'bn-BD,bn;q=0.9,en;q=0.5', 'driver-link.bn', '<html lang="bn" dir="ltr">'],
      [link, 'fr-FR,hi;q=0.8,ar;q=0.9', 'driver-link.ar', '<html lang="ar" dir="rtl">'],
      [`${link}?lang=xx`, 'de', 'driver-link.en', '<html lang="en" dir="ltr">'],
    ];
    for (const [url, acceptLanguage, screen, htmlOpening] of cases) {
      const html = await page(url, acceptLanguage);
      expect(html, url).toContain(
        `<div id="root">${DRAWN_SCREENS[screen as 'driver-link.en']}</div>`,
      );
      expect(htmlTag(html), url).toBe(htmlOpening);
      // Intl is readied for the dates and numbers of that language, with Western digits.
      const language = screen.split('.')[1];
      expect(html, url).toContain(
        `data-intl-locale="${language === 'en' ? 'en' : `${language}-u-nu-latn`}"`,
      );
      // The home-screen name is asked for in the same language.
      expect(manifestHref(html), url).toBe(
        `/api/driver-links/${LINK_ID}/manifest.webmanifest?lang=${screen.split('.')[1]}`,
      );
    }
  });

  it('draws sign-in in Arabic for an Arabic browser, and in English for a language the app does not offer', async () => {
    const arabic = await page('/signin', 'ar-AE');
    expect(arabic).toContain(`<div id="root">${DRAWN_SCREENS['signin.ar']}</div>`);
    expect(htmlTag(arabic)).toBe('<html lang="ar" dir="rtl">');
    const urdu = await page('/signin', 'ur-PK');
    expect(urdu).toContain(`<div id="root">${DRAWN_SIGN_IN}</div>`);
    expect(htmlTag(urdu)).toBe('<html lang="en" dir="ltr">');
  });

  it("sends a malformed link's address the driver's page, which says the link is not valid", async () => {
    const html = await page(`/trip/${TRIP_ID}/details/short`);
    expect(html).toContain('/assets/driver-link-g1.js');
    expect(html).not.toContain('/assets/app-a1.js');
    // No link, so no manifest of its own.
    expect(manifestHref(html)).toBe('/manifest.webmanifest');
  });

  it('names modules that are there to be built (a renamed page would silently lose its links)', () => {
    for (const url of ['/', '/signin', `/trip/${TRIP_ID}/details/${LINK_ID}`]) {
      const screen = firstScreenFor(url);
      expect(screen, url).not.toBeNull();
      for (const module of [...(screen?.modules ?? []), ...(screen?.styled ?? [])]) {
        // Or a chunk the build's groups name (scripts/driver-chunks.ts).
        const isChunkName = (DRIVER_LINK_CHUNKS as readonly string[]).includes(module);
        expect(isChunkName || existsSync(module), module).toBe(true);
      }
    }
  });

  it("names the app's chunk beside the entry on every other page", async () => {
    for (const url of ['/', '/trips', '/my-loads']) {
      const html = await page(url);
      expect(html, url).toContain(
        '<link rel="modulepreload" crossorigin href="/assets/app-a1.js">',
      );
      // Its library chunk needs nothing of the entry: it runs as soon as it arrives, first.
      expect(tags(html, /<script type="module" crossorigin src="[^"]+"><\/script>/g), url).toEqual([
        '<script type="module" crossorigin src="/assets/router-o1.js"></script>',
        '<script type="module" crossorigin src="/assets/index-e1.js"></script>',
      ]);
      expect(html, url).not.toContain('driver-app');
      expect(html, url).toContain('<div id="root"></div>');
    }
  });
});
