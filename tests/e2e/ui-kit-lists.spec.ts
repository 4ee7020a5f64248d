import { expect, test, type Page } from '@playwright/test';
import { expectNoSidewaysScroll, expectWithinViewportWidth } from './support/list-layout';
import { apiProvider, signedInContext } from './support/api-trip';
import { screenshot } from './support/sign-in-page';
import { phoneFor } from './support/test-phones';

/** As long as the contract allows: the texts that used to push Status off screen. */
const LONG_MODEL =
  'Mercedes-Benz Actros 2653 LS 6x4 BigSpace heavy-haul tractor, Euro VI, retarder';
const LONG_PLATE = 'JED-KSA 9876 LONGPLT';

/** The long truck's five SPEC columns, each shown whole within the viewport's width. */
async function expectTruckInView(page: Page, layout: 'table' | 'cards') {
  const list = page.locator('.data-table');
  await expect(list).toHaveAttribute('data-layout', layout);
  const cells = page.locator('tr', { hasText: LONG_PLATE }).locator('td');
  await expect(cells).toHaveCount(5);
  const [id, model, plate, status, added] = [0, 1, 2, 3, 4].map((index) => cells.nth(index));
  await expect(id!).toHaveText(/^TRK-\d+$/);
  await expect(model!).toHaveText(LONG_MODEL);
  await expect(plate!).toHaveText(LONG_PLATE);
  await expect(status!).toHaveText('Active');
  await expect(added!).toHaveText(/^[A-Z][a-z]{2} \d{2}, \d{4}$/);
  for (const cell of [id!, model!, plate!, status!, added!]) {
    await expectWithinViewportWidth(page, cell);
  }

  if (layout === 'table') {
    // Cut to one line, the whole text in its title: Status stays in view beside it.
    await expect(model!.locator('.data-table-truncate')).toHaveAttribute('title', LONG_MODEL);
  } else {
    // On a card nothing is cut: each column is labelled and the model reads whole.
    await expect(plate!).toHaveAttribute('data-label', 'License Plate');
    const modelBox = (await model!.boundingBox())!;
    const textWidth = await model!.evaluate((cell) => cell.scrollWidth);
    expect(textWidth).toBeLessThanOrEqual(Math.ceil(modelBox.width));
    await expect(page.getByLabel('Sort by')).toBeVisible();
  }
  await expectNoSidewaysScroll(page, list);
}

test('the Trucks list shows every column of a truck with long texts, without sideways scrolling', async ({
  browser,
  request,
}, testInfo) => {
  const project = testInfo.project.name;
  const viewport = testInfo.project.use.viewport ?? null;
  const provider = await apiProvider(request, phoneFor(testInfo, 97), `Long Haul ${project}`);
  const headers = { Authorization: `Bearer ${provider.token}` };
  for (const truck of [
    {
      name: 'Eastern province heavy haulage unit number seventeen (night shift)',
      model: LONG_MODEL,
      licensePlate: LONG_PLATE,
      type: '15M',
      truckOption: 'flat bed',
      weight: 20,
    },
    {
      name: 'Riyadh box',
      model: 'Isuzu NPR',
      licensePlate: 'RUH 42',
      type: '3Ton',
      truckOption: 'closed box',
      // Within its type's capacity (3 t), as the contract requires.
      weight: 3,
    },
  ]) {
    const response = await request.post('/api/trucks', {
      headers,
      data: { ...truck, weightUnit: 'ton' },
    });
    expect(response.status()).toBe(200);
  }

  const context = await signedInContext(browser, provider, 'provider', viewport);
  const page = await context.newPage();
  await page.goto('/trucks');
  await expect(page.getByRole('heading', { name: 'Active Trucks (2)' })).toBeVisible();

  // A phone and a tablet beside the open sidebar have no room for five columns; a desktop has.
  await expectTruckInView(page, project === 'desktop' ? 'table' : 'cards');
  await screenshot(page, 'ui-kit-trucks', project);

  if (project === 'tablet') {
    // With the sidebar collapsed the same tablet has room: a compact table, still all in view.
    await page.getByRole('button', { name: 'Collapse sidebar' }).click();
    await expectTruckInView(page, 'table');
    await screenshot(page, 'ui-kit-trucks-collapsed', project);
  }

  // The row opens its truck, from the keyboard too.
  await page.locator('tr', { hasText: LONG_PLATE }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Truck Details' })).toContainText(LONG_MODEL);
  await context.close();
});

test('the Trucks list pages through the provider trucks twenty at a time, the server counting them', async ({
  browser,
  request,
}, testInfo) => {
  const project = testInfo.project.name;
  const viewport = testInfo.project.use.viewport ?? null;
  const provider = await apiProvider(request, phoneFor(testInfo, 98), `Big Fleet ${project}`);
  const headers = { Authorization: `Bearer ${provider.token}` };
  for (let number = 1; number <= 23; number += 1) {
    const response = await request.post('/api/trucks', {
      headers,
      data: {
        name: `Fleet unit ${number}`,
        model: 'Volvo FH',
        licensePlate: `DMM ${String(number).padStart(4, '0')}`,
        type: '3Ton',
        truckOption: 'closed box',
        weight: 3,
        weightUnit: 'ton',
      },
    });
    expect(response.status()).toBe(200);
  }

  const context = await signedInContext(browser, provider, 'provider', viewport);
  const page = await context.newPage();
  await page.goto('/trucks');
  const pages = page.getByRole('navigation', { name: 'Pages of active trucks' });
  await expect(pages).toContainText('Showing 1 to 20 of 23');
  await expect(page.locator('.data-table tbody tr')).toHaveCount(20);
  await expectNoSidewaysScroll(page, page.locator('.data-table'));
  await pages.scrollIntoViewIfNeeded();
  await screenshot(page, 'ui-kit-trucks-pager', project);

  await pages.getByRole('button', { name: 'Next' }).click();
  await expect(pages).toContainText('Showing 21 to 23 of 23');
  await expect(pages).toContainText('Page 2 of 2');
  await expect(page.locator('.data-table tbody tr')).toHaveCount(3);
  await expect(pages.getByRole('button', { name: 'Next' })).toBeDisabled();
  await pages.getByRole('button', { name: 'Previous' }).click();
  await expect(pages).toContainText('Showing 1 to 20 of 23');
  await context.close();
});
