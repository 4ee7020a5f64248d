import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import {
  apiPostLoad,
  apiProvider,
  apiQuote,
  apiShipper,
  signedInContext,
} from './support/api-trip';
import { expectNoSidewaysScroll, expectWithinViewportWidth } from './support/list-layout';
import { screenshot } from './support/sign-in-page';
import { phoneFor } from './support/test-phones';

/** As long as the contract allows (200): the material that used to push Status off screen. */
const LONG_MATERIAL =
  'Palletised ceramic floor tiles, 60x60 cm, boxed in cartons of four on 48 EUR pallets, ' +
  'shrink-wrapped and strapped; fragile, keep dry, no more than two pallets high, forklift ' +
  'unloading at gate A12 only';
const DATE = /^[A-Z][a-z]{2} \d{2}, \d{4}$/;

type Layout = 'table' | 'cards';

/** A phone and a tablet beside its open sidebar have no room for nine columns; a desktop has. */
function layoutOf(project: string): Layout {
  return project === 'desktop' ? 'table' : 'cards';
}

/**
 * The row of this load shows each SPEC column's value (in SPEC order) within the viewport's
 * width; the long material is cut with its whole text in the title on the table, whole on a card.
 */
async function expectLoadInView(
  page: Page,
  list: Locator,
  layout: Layout,
  displayId: string,
  values: (string | RegExp)[],
) {
  await expect(list).toHaveAttribute('data-layout', layout);
  const row = list
    .locator('tr')
    .filter({ has: page.locator('td', { hasText: new RegExp(`^${displayId}$`) }) });
  const cells = row.locator('td');
  await expect(cells).toHaveCount(values.length);
  const materialIndex = values.indexOf(LONG_MATERIAL);
  expect(materialIndex).toBeGreaterThan(0);
  for (const [index, value] of values.entries()) {
    const cell = cells.nth(index);
    await expect(cell).toHaveText(value);
    await cell.scrollIntoViewIfNeeded();
    await expectWithinViewportWidth(page, cell);
  }

  const material = cells.nth(materialIndex);
  if (layout === 'table') {
    // One line with an ellipsis; the whole text in its title, Status and Quotes still in view.
    const cut = material.locator('.data-table-truncate');
    await expect(cut).toHaveAttribute('title', LONG_MATERIAL);
    // It is cut: its text runs past the one line shown.
    expect(await cut.evaluate((span) => span.scrollHeight > span.clientHeight)).toBe(true);
  } else {
    // On a card nothing is cut: the fact is labelled and its text reads whole.
    await expect(material).toHaveAttribute('data-label', 'Material');
    const clipped = await material.evaluate(
      (cell) =>
        cell.scrollWidth > cell.clientWidth + 1 || cell.scrollHeight > cell.clientHeight + 1,
    );
    expect(clipped).toBe(false);
    await expect(list.getByLabel('Sort by')).toBeVisible();
  }
  await expectNoSidewaysScroll(page, list);
  return row;
}

async function cancelLoad(request: APIRequestContext, token: string, loadId: string) {
  const response = await request.put(`/api/loads/${loadId}/cancel`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(200);
}

test('My Loads and Find Loads show every SPEC column of a load with a 200-character material, without sideways scrolling', async ({
  browser,
  request,
}, testInfo) => {
  expect(LONG_MATERIAL).toHaveLength(200);
  const project = testInfo.project.name;
  const viewport = testInfo.project.use.viewport ?? null;
  const layout = layoutOf(project);
  const shipper = await apiShipper(request, phoneFor(testInfo, 120));
  const provider = await apiProvider(request, phoneFor(testInfo, 121), `Lists ${project}`);
  const load = await apiPostLoad(request, shipper.token, LONG_MATERIAL);
  await apiQuote(request, provider.token, load.loadId, 1500);
  // A second load, withdrawn: the completed list shows it as Cancelled.
  const withdrawn = await apiPostLoad(request, shipper.token, LONG_MATERIAL);
  await cancelLoad(request, shipper.token, withdrawn.loadId);

  // The shipper: route, status, quotes and pickup date of the load at every size.
  const shipperContext = await signedInContext(browser, shipper, 'user', viewport);
  const page = await shipperContext.newPage();
  await page.goto('/my-loads');
  const active = page.getByRole('region', { name: 'Active Loads (1)' });
  await expect(active).toBeVisible();
  const activeRow = await expectLoadInView(
    page,
    active.locator('.data-table'),
    layout,
    load.displayId,
    [
      load.displayId,
      'Riyadh, Saudi Arabia',
      'Jeddah, Saudi Arabia',
      '14 ton',
      LONG_MATERIAL,
      'Pending',
      DATE,
      DATE,
      '1',
    ],
  );
  await screenshot(page, 'lists-my-loads', project);

  await page.getByRole('button', { name: 'View Completed Loads' }).click();
  const completed = page.getByRole('region', { name: 'Completed Loads (1)' });
  await expect(completed).toBeVisible();
  await expectLoadInView(page, completed.locator('.data-table'), layout, withdrawn.displayId, [
    withdrawn.displayId,
    'Riyadh, Saudi Arabia',
    'Jeddah, Saudi Arabia',
    '14 ton',
    LONG_MATERIAL,
    'Cancelled',
    DATE,
    DATE,
  ]);
  await screenshot(page, 'lists-my-loads-completed', project);

  // The row (or card) opens the load at its own address.
  await activeRow.locator('td').nth(1).click();
  await expect(page).toHaveURL(new RegExp(`/my-loads/${load.loadId}$`));
  await expect(page.getByRole('heading', { name: `Load ${load.displayId}` })).toBeVisible();
  await shipperContext.close();

  // The provider: the route, pickup date, truck, material and its own quote status.
  const providerContext = await signedInContext(browser, provider, 'provider', viewport);
  const findLoads = await providerContext.newPage();
  await findLoads.goto('/find-loads');
  // Its one quoted load: the filters narrow the open loads of every test to it.
  const status = findLoads.getByLabel('Quote status');
  const toggle = findLoads.getByRole('button', { name: /^Filters/ });
  await expect(status.or(toggle).first()).toBeVisible();
  if (!(await status.isVisible())) await toggle.click();
  await status.selectOption({ label: 'Quote Pending' });
  await findLoads.getByRole('button', { name: 'Apply Filters' }).click();
  await expect(findLoads.getByText('Showing 1 to 1 of 1 loads')).toBeVisible();
  const loads = findLoads.locator('.data-table');
  const row = await expectLoadInView(findLoads, loads, layout, load.displayId, [
    load.displayId,
    'Riyadh, Saudi Arabia',
    'Jeddah, Saudi Arabia',
    '14 ton',
    LONG_MATERIAL,
    '12M · Closed box',
    DATE,
    DATE,
    'Quote Pending',
  ]);
  await screenshot(findLoads, 'lists-find-loads', project);

  // The row (or card) opens its Load Details, the material whole.
  await row.locator('td').nth(1).click();
  const details = findLoads.getByRole('dialog', { name: 'Load Details' });
  await expect(details).toContainText(LONG_MATERIAL);
  await expect(details.getByRole('button', { name: 'Update Quote' })).toBeVisible();
  await providerContext.close();
});
