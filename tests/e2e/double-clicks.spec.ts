import { expect, test, type Browser, type Page } from '@playwright/test';
import { signedInContext } from './support/api-trip';
import { scrollToChargeForm } from './support/driver-page';
import { apiCall, apiLoadDeal, apiTripDeal, FAILURE_TEXT } from './support/deal-steps';
import { screenshot } from './support/sign-in-page';
import { chooseOption } from './support/searchable-select';

/**
 * Issue 18: every mutation is safe to double-click. Each leaves one record and no failure on
 * screen; the second click is either never sent or answered with the first one's answer.
 */
const DESKTOP = { width: 1440, height: 900 };

async function signedInPage(
  browser: Browser,
  session: Parameters<typeof signedInContext>[1],
  role: 'user' | 'provider',
) {
  const context = await signedInContext(browser, session, role, DESKTOP);
  return context.newPage();
}

async function expectNoFailure(page: Page) {
  await expect(page.getByText(FAILURE_TEXT)).toHaveCount(0);
}

test('Offer Quote double-clicked sends one quote and says it once', async ({
  browser,
  request,
}, testInfo) => {
  const { shipper, provider, load } = await apiLoadDeal(request, testInfo, {
    first: 63,
    company: 'Twin Click Haulage',
    truckPlate: 'DBL 6401',
    material: 'Glass panels, crated',
  });
  const page = await signedInPage(browser, provider, 'provider');

  await page.goto(`/find-loads?load=${load.loadId}`);
  const details = page.getByRole('dialog', { name: 'Load Details' });
  await details.getByRole('button', { name: 'Offer Quote' }).click();
  const dialog = page.getByRole('dialog', { name: 'Offer Quote' });
  await dialog.getByLabel('Amount').fill('2100');
  await chooseOption(dialog.getByRole('combobox', { name: 'Truck' }));
  await dialog.getByRole('button', { name: 'Submit Quote' }).dblclick();
  await expect(page.getByText('Quote submitted successfully!').first()).toBeVisible();
  await expectNoFailure(page);

  const seen = await apiCall<{ load: { quotes: unknown[] } }>(
    request,
    'GET',
    `/api/loads/${load.loadId}`,
    shipper.token,
  );
  expect(seen.load.quotes).toHaveLength(1);
  await page.context().close();
});

test('Start Trip and its Confirm double-clicked start one trip of this load', async ({
  browser,
  request,
}, testInfo) => {
  const { provider, load } = await apiLoadDeal(request, testInfo, {
    first: 65,
    company: 'Double Tap Freight',
    truckPlate: 'DBL 6601',
    material: 'Bottled water, pallets',
    offer: 1800,
    paid: true,
  });
  const page = await signedInPage(browser, provider, 'provider');

  await page.goto(`/find-loads?load=${load.loadId}`);
  const details = page.getByRole('dialog', { name: 'Load Details' });
  await expect(details).toContainText(load.displayId);
  // The second tap lands while Load Details closes and Start Trip waits to open: the list
  // under them must not take it and open another load.
  await details.getByRole('button', { name: 'Start Trip' }).dblclick();
  const confirm = page.getByRole('dialog', { name: 'Start Trip' });
  await expect(confirm.getByText('Are you sure you want to start the trip?')).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Load Details' })).toBeHidden();
  await confirm.getByRole('button', { name: 'Confirm' }).dblclick();
  await expect(page.getByText('Trip created successfully!').first()).toBeVisible();
  await expect(page).toHaveURL(/\/trips/);
  await expectNoFailure(page);

  const trips = await apiCall<{ loadId: string }[]>(
    request,
    'POST',
    '/api/trips/getmytrips',
    provider.token,
    {
      filters: { loadId: load.displayId },
    },
  );
  expect(trips).toHaveLength(1);
  await page.context().close();
});

test('Create Link and Approve double-clicked make one link and one approval', async ({
  browser,
  request,
}, testInfo) => {
  const { provider, trip } = await apiTripDeal(request, testInfo, {
    first: 67,
    company: 'Second Click Logistics',
    material: 'Copper cable drums',
    driver: 'Hamad Al Marri',
  });
  const page = await signedInPage(browser, provider, 'provider');

  await page.goto(`/trips?trip=${trip.tripId}`);
  // The next step is creating the link: the one loud button on Trip Details.
  await page
    .getByRole('region', { name: 'Trip status' })
    .getByRole('button', { name: 'Create Driver Tracking Link' })
    .click();
  const create = page.getByRole('dialog', { name: 'Create Driver Tracking Link' });
  await create.getByRole('button', { name: 'Create', exact: true }).dblclick();
  await expect(page.getByRole('dialog', { name: 'Tracking link ready' })).toBeVisible();
  await expectNoFailure(page);
  const links = await apiCall<{ _id: string }[]>(
    request,
    'GET',
    `/api/driver-links/trip/${trip.tripId}`,
    provider.token,
  );
  expect(links).toHaveLength(1);
  const linkUrl = await page
    .getByRole('textbox', { name: 'Tracking link', exact: true })
    .inputValue();
  await page.keyboard.press('Escape');

  // The driver adds a charge from the phone; the provider approves it with a double click.
  const phone = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const driver = await phone.newPage();
  await driver.goto(linkUrl);
  await (await scrollToChargeForm(driver)).fill('Weighbridge fee');
  await driver.getByLabel(/^Amount/).fill('75');
  await driver.getByRole('button', { name: 'Add Charge' }).click();
  await expect(driver.getByText('Charge added successfully')).toBeVisible();

  await page.reload();
  await page.getByRole('button', { name: 'Approve Weighbridge fee in full' }).dblclick();
  await expect(page.getByText('Charge approved').first()).toBeVisible();
  await expectNoFailure(page);
  await screenshot(page, 'double-click-approved', testInfo.project.name);
  const details = await apiCall<{
    charges: { driverCharges: { status: string }[] };
    price: { total: number };
  }>(request, 'GET', `/api/trips/getbyid/${trip.tripId}`, provider.token);
  expect(details.charges.driverCharges.map((charge) => charge.status)).toEqual(['approved']);
  expect(details.price.total).toBe(2750 + 75);
  await phone.close();
  await page.context().close();
});
