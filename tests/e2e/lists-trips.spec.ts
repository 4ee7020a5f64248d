import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoSidewaysScroll, expectWithinViewportWidth } from './support/list-layout';
import {
  apiAssignFleet,
  apiConfirmedTrip,
  apiDriverLink,
  apiProvider,
  apiShipper,
  signedInContext,
} from './support/api-trip';
import { screenshot } from './support/sign-in-page';
import { phoneFor } from './support/test-phones';

/** As long as a driver's name may be (80): the text that used to push Status off screen. */
const LONG_NAME = 'Abdulrahman bin Mohammed bin Saleh Al Qahtani Al Dosari (night shift, Dammam)';
const DATE = /^[A-Z][a-z]{2} \d{2}, \d{4}$/;

/** Every cell of the row, each on screen and not cut off at either side of the viewport. */
async function expectRowInView(page: Page, row: Locator, texts: (string | RegExp)[]) {
  const cells = row.locator('td');
  await expect(cells).toHaveCount(texts.length);
  for (const [index, text] of texts.entries()) {
    const cell = cells.nth(index);
    await expect(cell).toHaveText(text);
    await expectWithinViewportWidth(page, cell);
  }
  return cells;
}

/** A long text: cut to one line with its whole text in the title on the table, whole on a card. */
async function expectLongText(cell: Locator, text: string, layout: 'table' | 'cards') {
  if (layout === 'table') {
    await expect(cell.locator('.data-table-truncate')).toHaveAttribute('title', text);
    return;
  }
  const box = (await cell.boundingBox())!;
  const textWidth = await cell.evaluate((element) => element.scrollWidth);
  expect(textWidth).toBeLessThanOrEqual(Math.ceil(box.width));
}

/** Neither the page nor the shell's scroller scrolls sideways (a list with no table inside). */
async function expectPageNotSideways(page: Page) {
  for (const box of [page.locator('html'), page.locator('main')]) {
    const size = await box.evaluate((element) => ({
      scroll: element.scrollWidth,
      client: element.clientWidth,
    }));
    expect(size.scroll, 'the page scrolls sideways').toBeLessThanOrEqual(size.client);
  }
}

test('Trips, Driver Links and Notifications show every column of a row, without sideways scrolling', async ({
  browser,
  request,
}, testInfo) => {
  const project = testInfo.project.name;
  const viewport = testInfo.project.use.viewport ?? null;
  // A phone and a tablet beside the open sidebar have no room for seven or eight columns.
  const layout = project === 'desktop' ? 'table' : 'cards';
  const provider = await apiProvider(request, phoneFor(testInfo, 140), `Dispatch ${project}`);
  const shipper = await apiShipper(request, phoneFor(testInfo, 141));
  const trip = await apiConfirmedTrip(
    request,
    { shipper: shipper.token, provider: provider.token },
    {
      material: `Palletised cement bags (${project})`,
      scheduledDate: new Date(Date.now() + 86_400_000).toISOString(),
    },
  );
  const driverPhone = phoneFor(testInfo, 142);
  await apiAssignFleet(request, provider.token, trip.tripId, {
    name: LONG_NAME,
    phone: driverPhone,
  });
  await apiDriverLink(request, provider.token, trip.tripId);
  const transport = `${LONG_NAME} · Scania R 450 · KSA ${driverPhone.slice(-4)}`;

  const context = await signedInContext(browser, provider, 'provider', viewport);
  const page = await context.newPage();

  // Trips: the trip's route, status, who carries it and when, all in view.
  await page.goto('/trips');
  await expect(page.getByRole('heading', { name: 'Trips (1)' })).toBeVisible();
  const trips = page.locator('.data-table');
  await expect(trips).toHaveAttribute('data-layout', layout);
  const tripRow = page.locator('tr', { hasText: trip.tripNumber });
  const tripCells = await expectRowInView(page, tripRow, [
    trip.tripNumber,
    'Riyadh, Saudi Arabia',
    'Jeddah, Saudi Arabia',
    'Confirmed',
    transport,
    DATE,
    DATE,
  ]);
  await expectLongText(tripCells.nth(4), transport, layout);
  if (layout === 'cards') {
    await expect(tripCells.nth(4)).toHaveAttribute('data-label', 'Driver / Truck');
    await expect(tripCells.nth(0)).toHaveAttribute('data-card-role', 'title');
  }
  await expectNoSidewaysScroll(page, trips);
  await screenshot(page, 'lists-trips', project);

  // A row (a card) opens its trip at the trip's own address.
  await tripCells.nth(0).click();
  await expect(page).toHaveURL(new RegExp(`/trips/${trip.tripId}`));
  await expect(page.getByRole('heading', { name: `Trip ${trip.tripNumber}` })).toBeVisible();
  await expectPageNotSideways(page);

  // Driver Links: whose link, its trip and route, whether it works and was opened.
  await page.goto('/driver-links');
  await expect(page.getByRole('heading', { name: 'Driver Tracking Links (1)' })).toBeVisible();
  const links = page.locator('.data-table');
  await expect(links).toHaveAttribute('data-layout', layout);
  const linkRow = page.locator('tr', { hasText: trip.tripNumber });
  const linkCells = await expectRowInView(page, linkRow, [
    /^DL-\d+$/,
    trip.tripNumber,
    'Riyadh, Saudi Arabia',
    'Jeddah, Saudi Arabia',
    LONG_NAME,
    'Active',
    'Not opened yet',
    DATE,
  ]);
  await expectLongText(linkCells.nth(4), LONG_NAME, layout);
  if (layout === 'cards') await expect(linkCells.nth(4)).toHaveAttribute('data-card-role', 'title');
  await expectNoSidewaysScroll(page, links);

  // Filter keeps its panel open on cards too; a filter narrows the rows and the export.
  await page.getByRole('button', { name: 'Filter', exact: true }).click();
  await page.getByPlaceholder('Filter by Driver').fill('nobody of that name');
  await expect(linkRow).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Export' })).toBeDisabled();
  await page.getByPlaceholder('Filter by Driver').fill('qahtani');
  await expect(linkRow).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Export' })).toBeEnabled();
  await expectNoSidewaysScroll(page, links);
  await screenshot(page, 'lists-driver-links', project);

  const linkId = (await linkCells.nth(0).textContent())!;
  await linkCells.nth(4).click();
  await expect(page.getByRole('dialog', { name: `Driver Link ${linkId}` })).toContainText(
    LONG_NAME,
  );
  await page.keyboard.press('Escape');

  // Notifications: the message, its age, unread marked, and what it is about.
  await page.goto('/notifications');
  const item = page.getByRole('listitem').filter({ hasText: 'Quote accepted' });
  await expect(item).toHaveAttribute('data-unread', '');
  await expect(item.locator('.notification-item__title')).toHaveText('Unread: Quote accepted');
  for (const part of [
    item.locator('.notification-item__title'),
    item.getByText(/^The shipper paid and accepted your quote of SAR 2,750\.00/),
    item.getByText(`${trip.loadDisplayId}, Riyadh → Jeddah`),
    item.locator('time'),
    item.getByText('Unread', { exact: true }),
  ]) {
    await expectWithinViewportWidth(page, part);
  }
  await expect(item.locator('time')).toHaveText(/^(Just Now|\d+ mins? ago)$/);
  await expectPageNotSideways(page);
  await screenshot(page, 'lists-notifications', project);

  // It opens what it is about, and is read from then on.
  await item.getByRole('link').click();
  await expect(page).not.toHaveURL(/\/notifications/);
  await page.goto('/notifications');
  await expect(
    page.getByRole('listitem').filter({ hasText: 'Quote accepted' }),
  ).not.toHaveAttribute('data-unread');
  await context.close();
});
