import { expect, test, type Browser, type Page } from '@playwright/test';
import {
  apiAddDriver,
  apiAddTruck,
  apiAssignFleet,
  apiConfirmedTrip,
  apiDriverLink,
  apiPostLoad,
  apiProvider,
  apiQuote,
  apiShipper,
  signedInContext,
} from '../e2e/support/api-trip';
import { phoneFor } from '../e2e/support/test-phones';
import { shootAtEverySize } from './screen-sizes';

/** A page of its own in a fresh context (the driver's phone, a visitor), at the first size. */
async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  return context.newPage();
}

/** Opens the path and waits for its heading before each picture. */
function visit(page: Page, path: string, heading: string | RegExp) {
  return async () => {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading }).first()).toBeVisible();
  };
}

test('every screen at the three sizes', async ({ browser, request }, testInfo) => {
  const shipper = await apiShipper(request, phoneFor(testInfo, 190));
  const provider = await apiProvider(request, phoneFor(testInfo, 191), 'Al Noor Transport');
  const tokens = { shipper: shipper.token, provider: provider.token };

  await apiAddTruck(request, provider.token, {
    name: 'Dammam reefer',
    model: 'Volvo FH 460',
    licensePlate: 'DMM 4471',
    type: '12M',
    weight: 20,
    truckOption: 'closed box',
  });
  await apiAddDriver(request, provider.token, {
    name: 'Imran Qureshi',
    phone: '501234871',
    licenseNo: 'SA-DL-5531902',
  });
  const quoted = await apiPostLoad(request, shipper.token, 'Ceramic floor tiles on pallets');
  await apiQuote(request, provider.token, quoted.loadId, 3200);
  await apiPostLoad(request, shipper.token, 'Bottled water, 1,200 cartons');
  const trip = await apiConfirmedTrip(request, tokens, {
    material: 'Steel rebar bundles',
    scheduledDate: new Date(Date.now() + 86_400_000).toISOString(),
  });
  await apiAssignFleet(request, provider.token, trip.tripId, {
    name: 'Rashid Khan',
    phone: '501234872',
  });
  const link = await apiDriverLink(request, provider.token, trip.tripId);

  // A visitor: sign-in, and posting a load before signing in.
  const visitor = await newPage(browser);
  await shootAtEverySize(visitor, 'sign-in', visit(visitor, '/signin', /sign in/i));
  await visitor.getByLabel('Phone number').fill(phoneFor(testInfo, 192));
  await visitor.getByRole('button', { name: 'Send OTP' }).click();
  // The code step survives a reload (issue 18), so each size reloads into it.
  await shootAtEverySize(visitor, 'sign-in-code', async () => {
    await visitor.reload();
    await expect(visitor.getByRole('button', { name: /verify/i })).toBeVisible();
  });
  await shootAtEverySize(
    visitor,
    'visitor-post-load',
    visit(visitor, '/post-load', /post new load/i),
  );
  await visitor.context().close();

  // The shipper at a desk.
  const shipperContext = await signedInContext(browser, shipper, 'user', null);
  const desk = await shipperContext.newPage();
  await shootAtEverySize(desk, 'shipper-home', async () => {
    await desk.goto('/');
    await expect(desk.getByRole('main')).toBeVisible();
  });
  await shootAtEverySize(desk, 'post-load', visit(desk, '/post-load', /post new load/i));
  await shootAtEverySize(desk, 'my-loads', visit(desk, '/my-loads', /active loads/i));
  await shootAtEverySize(
    desk,
    'load-details-quotes',
    visit(desk, `/my-loads/${quoted.loadId}`, quoted.displayId),
  );
  await shootAtEverySize(desk, 'payment-dialog', async () => {
    await visit(desk, `/my-loads/${quoted.loadId}`, quoted.displayId)();
    await desk
      .getByRole('button', { name: /Al Noor Transport/ })
      .first()
      .click();
    await expect(desk.getByRole('dialog')).toBeVisible();
  });
  await shootAtEverySize(desk, 'load-details-trip', async () => {
    await desk.goto('/my-loads');
    await desk.getByText('Steel rebar bundles').first().click();
    await expect(desk.getByRole('heading', { name: trip.loadDisplayId }).first()).toBeVisible();
  });
  await shootAtEverySize(desk, 'notifications', visit(desk, '/notifications', /notifications/i));
  await shootAtEverySize(desk, 'profile', visit(desk, '/profile', /profile/i));
  await shootAtEverySize(desk, 'not-found', async () => {
    await desk.goto('/my-loads/000000000000000000000000');
    await expect(desk.getByRole('main')).toContainText(/not found|no longer/i);
  });
  await shipperContext.close();

  // The provider on a tablet in the yard.
  const providerContext = await signedInContext(browser, provider, 'provider', null);
  const yard = await providerContext.newPage();
  await shootAtEverySize(yard, 'find-loads', visit(yard, '/find-loads', /find loads/i));
  await shootAtEverySize(yard, 'find-loads-details', async () => {
    await visit(yard, '/find-loads', /find loads/i)();
    await yard.getByText('Bottled water, 1,200 cartons').first().click();
    await expect(yard.getByRole('dialog')).toBeVisible();
  });
  await shootAtEverySize(yard, 'find-loads-quote', async () => {
    await visit(yard, '/find-loads', /find loads/i)();
    await yard.getByText('Bottled water, 1,200 cartons').first().click();
    await yard.getByRole('dialog').getByRole('button', { name: 'Offer Quote' }).click();
    await expect(yard.getByRole('dialog', { name: 'Offer Quote' })).toBeVisible();
  });
  await shootAtEverySize(yard, 'trips', visit(yard, '/trips', /trips/i));
  await shootAtEverySize(
    yard,
    'trip-details',
    visit(yard, `/trips/${trip.tripId}`, trip.tripNumber),
  );
  await shootAtEverySize(yard, 'trucks', visit(yard, '/trucks', /active trucks/i));
  await shootAtEverySize(yard, 'truck-details', async () => {
    await visit(yard, '/trucks', /active trucks/i)();
    await yard.getByText('DMM 4471').first().click();
    await expect(yard.getByRole('dialog', { name: 'Truck Details' })).toBeVisible();
  });
  await shootAtEverySize(yard, 'drivers', visit(yard, '/drivers', /active drivers/i));
  await shootAtEverySize(yard, 'driver-links', visit(yard, '/driver-links', /driver links/i));
  await shootAtEverySize(yard, 'driver-link-details', async () => {
    await visit(yard, '/driver-links', /driver links/i)();
    await yard.getByText('Rashid Khan').first().click();
    await expect(yard.getByRole('dialog')).toBeVisible();
  });
  await providerContext.close();

  // The driver's phone, from the link, no sign-in.
  const driver = await newPage(browser);
  await shootAtEverySize(driver, 'driver-page', async () => {
    await driver.goto(link.path);
    await expect(driver.getByText(trip.tripNumber).first()).toBeVisible();
  });
  await shootAtEverySize(driver, 'driver-status', async () => {
    await driver.goto(link.path);
    await driver.getByRole('button', { name: /update status/i }).click();
    await expect(driver.getByRole('dialog')).toBeVisible();
  });
  await driver.context().close();
});
