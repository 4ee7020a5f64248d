import { expect, test, type Locator, type Page } from '@playwright/test';
import { apiPostLoad, apiShipper, signedInContext } from './support/api-trip';
import { waitForPersistedCache, waitForServiceWorker } from './support/offline';
import { screenshot } from './support/sign-in-page';
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
  const shipper = await apiShipper(request, phoneFor(testInfo, 95));
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
