import { expect, test, type Locator, type Page } from '@playwright/test';
import { apiPostLoad, apiShipper, signedInContext } from './support/api-trip';
import { waitForPersistedCache, waitForServiceWorker } from './support/offline';
import { screenshot } from './support/sign-in-page';
import { noisyPng } from './support/png';
import { phoneFor } from './support/test-phones';

/** The e2e server has no TILE_URL (playwright.config.ts): the bundled basemap is all there is. */
const BASEMAP_FILE = /\/assets\/gulf-basemap-[\w-]+\.json$/;

/** Opens the pickup's location dialog of a load and waits for its map. */
async function openPickupMap(page: Page, loadId: string) {
  await page.goto(`/my-loads?load=${loadId}`);
  await page.getByRole('region', { name: 'Pickup Details' }).getByRole('button').click();
  const dialog = page.getByRole('dialog', { name: 'Update Pickup Details' });
  const map = dialog.getByRole('region', { name: 'Map: move the marker to the exact location' });
  await expect(map).toBeVisible();
  return { dialog, map };
}

type LabelBox = { name: string; x: number; y: number; width: number; height: number };

/** The city names the map shows, where they are on the page. */
function labelBoxes(map: Locator): Promise<LabelBox[]> {
  return map.locator('.location-map__city-name').evaluateAll((names) =>
    names.map((name) => {
      const { x, y, width, height } = name.getBoundingClientRect();
      return { name: name.textContent ?? '', x, y, width, height };
    }),
  );
}

/** Pairs of labels that cover each other, by name. */
function overlapping(boxes: LabelBox[]): string[] {
  return boxes.flatMap((a, index) =>
    boxes
      .slice(index + 1)
      .filter(
        (b) =>
          a.x < b.x + b.width &&
          b.x < a.x + a.width &&
          a.y < b.y + b.height &&
          b.y < a.y + a.height,
      )
      .map((b) => `${a.name} / ${b.name}`),
  );
}

/** Land and borders are drawn as vector paths, and a city near the pickup is named. */
async function expectBasemap(page: Page, loadId: string) {
  const { dialog, map } = await openPickupMap(page, loadId);
  await expect(map.locator('.leaflet-basemap-pane path').first()).toBeAttached();
  expect(await map.locator('.leaflet-basemap-pane path').count()).toBeGreaterThan(0);
  // The pickup is in Riyadh, where the map opens at city zoom.
  await expect(map.locator('.location-map__city-name', { hasText: /^Riyadh$/ })).toBeVisible();
  // No tiles configured, nor needed: nothing says the background is missing.
  await expect(map.locator('.leaflet-tile')).toHaveCount(0);
  await expect(dialog.getByText(/Map background unavailable/)).toHaveCount(0);
  await expect(map.getByText('Natural Earth · GeoNames')).toBeVisible();
  return { dialog, map };
}

test('with no tile server the map shows the Gulf, and still does offline after a reload', async ({
  browser,
  request,
}, testInfo) => {
  const project = testInfo.project.name;
  const material = `Basemap test cement (${project})`;
  const shipper = await apiShipper(request, phoneFor(testInfo, 115));
  const { loadId } = await apiPostLoad(request, shipper.token, material);
  const context = await signedInContext(
    browser,
    shipper,
    'user',
    testInfo.project.use.viewport ?? null,
  );
  const page = await context.newPage();
  const basemapAnswers: { fromServiceWorker: boolean; status: number }[] = [];
  page.on('response', (response) => {
    if (BASEMAP_FILE.test(new URL(response.url()).pathname)) {
      basemapAnswers.push({
        fromServiceWorker: response.fromServiceWorker(),
        status: response.status(),
      });
    }
  });

  const { dialog, map } = await expectBasemap(page, loadId);
  await screenshot(page, 'basemap-riyadh', project);

  // Zoomed all the way out, the six countries fit; a few big cities are named, none overlapping.
  const zoomOut = map.getByRole('button', { name: 'Zoom out' });
  await expect(async () => {
    await zoomOut.click();
    await expect(zoomOut).toHaveAttribute('aria-disabled', 'true', { timeout: 1000 });
  }).toPass();
  const farOut = await labelBoxes(map);
  expect(farOut.length).toBeGreaterThanOrEqual(3);
  expect(farOut.length).toBeLessThan(15);
  expect(overlapping(farOut)).toEqual([]);
  await screenshot(page, 'basemap-gulf', project);

  // One step in, more cities have room, and still none overlaps another.
  await map.getByRole('button', { name: 'Zoom in' }).click();
  await expect.poll(async () => (await labelBoxes(map)).length).toBeGreaterThan(farOut.length);
  expect(overlapping(await labelBoxes(map))).toEqual([]);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  expect(basemapAnswers.length).toBeGreaterThan(0);
  expect(basemapAnswers.every((answer) => answer.status === 200)).toBe(true);

  // Offline: the shell, the map's chunk and the basemap all come from the service worker.
  await waitForServiceWorker(page);
  await waitForPersistedCache(page, material);
  await context.setOffline(true);
  await page.reload();
  basemapAnswers.length = 0;
  await expectBasemap(page, loadId);
  expect(basemapAnswers).toEqual([{ fromServiceWorker: true, status: 200 }]);
  await screenshot(page, 'basemap-offline', project);
  await context.close();
});

/**
 * What the page paints on top at a point of the map a quarter in from its bottom-left corner.
 * Tiles and basemap shapes ignore the pointer, which hit testing skips: the probe lets them take
 * it for a moment.
 */
function topmostAt(map: Locator) {
  return map.evaluate((canvas) => {
    const probe = document.createElement('style');
    probe.textContent =
      '.leaflet-tile, .leaflet-basemap-pane path { pointer-events: auto !important; }';
    document.head.append(probe);
    const box = canvas.getBoundingClientRect();
    const shown = document.elementFromPoint(box.left + box.width / 4, box.bottom - box.height / 4);
    probe.remove();
    return { tag: shown?.tagName.toLowerCase(), className: shown?.getAttribute('class') ?? '' };
  });
}

test('tiles, when configured, cover the basemap, which shows again where they fail', async ({
  browser,
  request,
}, testInfo) => {
  const shipper = await apiShipper(request, phoneFor(testInfo, 116));
  const { loadId } = await apiPostLoad(request, shipper.token, 'Basemap under tiles');
  // No worker: these pages' requests are answered below, not from its caches.
  const context = await signedInContext(
    browser,
    shipper,
    'user',
    testInfo.project.use.viewport ?? null,
    { serviceWorkers: 'block' },
  );
  const page = await context.newPage();
  // The server as if started with TILE_URL; its tiles are same-origin, so the page's CSP admits them.
  await page.route('**/api/config', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: Record<string, unknown> };
    body.data.tileUrl = '/e2e-tiles/{z}/{x}/{y}.png';
    await route.fulfill({ response, json: body });
  });
  const tile = noisyPng(256, 256);
  await page.route('**/e2e-tiles/**', (route) =>
    route.fulfill({ contentType: 'image/png', body: tile }),
  );

  const { dialog, map } = await openPickupMap(page, loadId);
  await expect(map.locator('img.leaflet-tile-loaded').first()).toBeVisible();
  expect(await map.locator('.leaflet-basemap-pane path').count()).toBeGreaterThan(0);
  expect((await topmostAt(map)).className).toContain('leaflet-tile');
  await expect(dialog.getByText(/unavailable/)).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // The tile server is out of reach: the basemap is what shows, and the map says why.
  await page.unroute('**/e2e-tiles/**');
  await page.route('**/e2e-tiles/**', (route) => route.abort('internetdisconnected'));
  const again = await openPickupMap(page, loadId);
  await expect(
    again.dialog.getByText('Street map unavailable: showing the built-in map.'),
  ).toBeVisible();
  await expect(again.map.locator('img.leaflet-tile-loaded')).toHaveCount(0);
  await expect
    .poll(async () => (await topmostAt(again.map)).className)
    .toContain('location-map__land');
  await screenshot(page, 'basemap-tiles-failed', testInfo.project.name);
  await context.close();
});
