import { expect, test, type Page } from '@playwright/test';
import { waitForServiceWorker } from './support/offline';

/*
 * The languages' fonts (src/app/fonts): none is installed with the app, a language's is fetched
 * when the page's language becomes it (`<html lang>`, which the language choice sets), kept by
 * the service worker, and drawn from there with no network.
 */

const NASKH = 'Noto Naskh Arabic';
const NASKH_FILES = [/\/assets\/noto-naskh-arabic-400-[\w-]+\.woff2$/, /noto-naskh-arabic-600-/];

/** The page's language becomes Urdu, and a line of Urdu with a trip number shows. */
async function showUrdu(page: Page) {
  await page.evaluate(() => {
    document.documentElement.lang = 'ur';
    document.documentElement.dir = 'rtl';
    const line = document.createElement('p');
    line.id = 'urdu-line';
    line.textContent = 'ٹرک راستے میں ہے: TR-1042';
    document.body.append(line);
  });
}

/** The state of each face of a family the page has (unloaded, loading, loaded, error). */
const faceStates = (page: Page, family: string) =>
  page.evaluate(
    (wanted) =>
      [...document.fonts]
        // Chromium quotes a family name with spaces.
        .filter((face) => face.family.replaceAll('"', '') === wanted)
        .map((face) => face.status),
    family,
  );

const cachedFonts = (page: Page) =>
  page.evaluate(async () => {
    const cache = await caches.open('gf-fonts');
    return (await cache.keys()).map((request) => new URL(request.url).pathname).sort();
  });

/** What the precache (installed with the worker) holds. */
const precached = (page: Page) =>
  page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of (await caches.keys()).filter((key) => key.includes('precache'))) {
      urls.push(...(await (await caches.open(name)).keys()).map((request) => request.url));
    }
    return urls;
  });

/** The fonts Chromium drew an element's text with, as its DevTools report them. */
async function drawnFonts(page: Page, selector: string) {
  const devtools = await page.context().newCDPSession(page);
  await devtools.send('DOM.enable');
  await devtools.send('CSS.enable');
  const { root } = await devtools.send('DOM.getDocument');
  const { nodeId } = await devtools.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  const { fonts } = await devtools.send('CSS.getPlatformFontsForNode', { nodeId });
  await devtools.detach();
  return fonts.map((font) => ({ family: font.familyName, webFont: font.isCustomFont }));
}

test("a language's font comes when it is chosen, stays with the worker and shows offline", async ({
  browser,
}) => {
  const phone = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const fontFiles = new Set<string>();
  phone.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.endsWith('.woff2')) fontFiles.add(pathname);
  });
  const page = await phone.newPage();
  await page.goto('/signin');
  await waitForServiceWorker(page);
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
    .toBe(true);

  // Installing fetched the app, and no font: English needs none.
  const installed = await precached(page);
  expect(installed.some((url) => url.endsWith('.js'))).toBe(true);
  expect(installed.filter((url) => url.includes('.woff'))).toEqual([]);
  expect([...fontFiles]).toEqual([]);

  await showUrdu(page);
  await expect.poll(() => faceStates(page, NASKH)).toEqual(['loaded', 'loaded']);
  // Urdu's two weights, and no other language's font.
  const fetched = [...fontFiles].sort();
  expect(fetched).toHaveLength(2);
  fetched.forEach((file, index) => expect(file).toMatch(NASKH_FILES[index] ?? /^$/));
  await expect.poll(() => cachedFonts(page)).toEqual(fetched);
  // The Urdu letters are drawn with it; the trip number with the system's font.
  const drawn = await drawnFonts(page, '#urdu-line');
  expect(drawn).toContainEqual({ family: NASKH, webFont: true });
  expect(drawn.some((font) => !font.webFont)).toBe(true);

  await phone.setOffline(true);
  await page.reload();
  await showUrdu(page);
  await expect.poll(() => faceStates(page, NASKH)).toEqual(['loaded', 'loaded']);
  expect(await drawnFonts(page, '#urdu-line')).toContainEqual({ family: NASKH, webFont: true });
  await phone.close();
});
