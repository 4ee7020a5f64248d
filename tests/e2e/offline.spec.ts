import { expect, test, type APIRequestContext, type Browser } from '@playwright/test';
import {
  apiAssignFleet,
  apiConfirmedTrip,
  apiDriverLink,
  apiProvider,
  apiShipper,
  signedInContext,
} from './support/api-trip';
import {
  addCharge,
  chooseStatus,
  driverPhone,
  expectServerCharges,
  openLinkOnline,
  serverTrip,
} from './support/driver-page';
import {
  recordDriverWrites,
  tripWrites,
  waitForPersistedCache,
  waitForServiceWorker,
} from './support/offline';
import { screenshot } from './support/sign-in-page';
import { phoneFor } from './support/test-phones';

const OFFLINE = "You're offline";

/** A confirmed trip with its driver, truck and tracking link, all made through the API. */
async function tripWithLink(request: APIRequestContext, slot: (n: number) => string, tag: string) {
  const provider = await apiProvider(request, slot(0), `Offline Haulage ${tag}`);
  const shipper = await apiShipper(request, slot(1));
  const trip = await apiConfirmedTrip(
    request,
    { shipper: shipper.token, provider: provider.token },
    {
      material: `Date palms in crates (${tag})`,
      scheduledDate: new Date(Date.now() + 86_400_000).toISOString(),
    },
  );
  await apiAssignFleet(request, provider.token, trip.tripId, {
    name: 'Salem Al Harthy',
    phone: slot(2),
  });
  const link = await apiDriverLink(request, provider.token, trip.tripId);
  return { provider, shipper, trip, link };
}

/** A trip with its link, and the driver's phone (recording its writes) with the link open online. */
async function driverOnLink(
  browser: Browser,
  request: APIRequestContext,
  slot: (n: number) => string,
  tag: string,
) {
  const { provider, trip, link } = await tripWithLink(request, slot, tag);
  const phone = await driverPhone(browser);
  const writes = recordDriverWrites(phone);
  const driver = await phone.newPage();
  await openLinkOnline(driver, link.path, trip.tripNumber);
  return { provider, trip, link, phone, writes, driver };
}

test('signed-in screens reload offline with their last data and the offline banner', async ({
  browser,
  request,
}, testInfo) => {
  // Two users, each waiting for the worker to install and the cache to be saved before going offline.
  test.setTimeout(150_000);
  const project = testInfo.project.name;
  const { provider, shipper, trip } = await tripWithLink(
    request,
    (n) => phoneFor(testInfo, 50 + n),
    project,
  );
  const material = `Date palms in crates (${project})`;

  const shipperContext = await signedInContext(browser, shipper, 'user', null);
  const shipperPage = await shipperContext.newPage();
  await shipperPage.setViewportSize(testInfo.project.use.viewport ?? { width: 1440, height: 900 });
  await shipperPage.goto('/my-loads');
  await expect(shipperPage.getByText(material).first()).toBeVisible();
  await waitForServiceWorker(shipperPage);
  await waitForPersistedCache(shipperPage, material);
  await shipperPage.goto('/');
  await expect(shipperPage.getByRole('heading', { name: 'Welcome, Hind' })).toBeVisible();

  await shipperContext.setOffline(true);
  await shipperPage.reload();
  await expect(shipperPage.getByText(OFFLINE)).toBeVisible();
  await expect(shipperPage.getByRole('heading', { name: 'Welcome, Hind' })).toBeVisible();
  await shipperPage.goto('/my-loads');
  await expect(shipperPage.getByText(OFFLINE)).toBeVisible();
  await expect(shipperPage.getByText(material).first()).toBeVisible();
  await screenshot(shipperPage, 'offline-my-loads', project);
  await shipperContext.setOffline(false);
  await expect(shipperPage.getByText(OFFLINE)).toBeHidden();
  await shipperContext.close();

  const providerContext = await signedInContext(browser, provider, 'provider', null);
  const providerPage = await providerContext.newPage();
  await providerPage.setViewportSize(testInfo.project.use.viewport ?? { width: 1440, height: 900 });
  await providerPage.goto('/trips');
  await expect(providerPage.getByText(trip.tripNumber).first()).toBeVisible();
  await waitForServiceWorker(providerPage);
  await waitForPersistedCache(providerPage, trip.tripNumber);
  await providerContext.setOffline(true);
  await providerPage.reload();
  await expect(providerPage.getByText(OFFLINE)).toBeVisible();
  await expect(providerPage.getByText(trip.tripNumber).first()).toBeVisible();
  await screenshot(providerPage, 'offline-trips', project);
  await providerContext.close();
});

test('offline, the driver changes the status twice and adds a charge with a photo; it all arrives once, in order', async ({
  browser,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const { provider, trip, link, phone, writes, driver } = await driverOnLink(
    browser,
    request,
    (n) => phoneFor(testInfo, 53 + n),
    `${testInfo.project.name} outbox`,
  );

  // At the border: no signal, and the page reloads from the phone alone.
  await phone.setOffline(true);
  await driver.reload();
  await expect(driver.getByRole('heading', { name: `Trip ${trip.tripNumber}` })).toBeVisible();
  await expect(driver.getByText(OFFLINE)).toBeVisible();
  await chooseStatus(driver, 'out_to_collect');
  await chooseStatus(driver, 'loaded');
  await addCharge(driver, { reason: 'Border crossing fee', amount: '120', withPhoto: true });
  await expect(driver.getByText('Border crossing fee')).toBeVisible();
  await expect(driver.getByText(/Waiting to sync: 3/)).toBeVisible();
  await screenshot(driver, 'driver-offline-queue', testInfo.project.name);

  // The phone is put away with everything still queued, and opened later with signal back.
  await driver.close();
  expect(tripWrites(writes).filter((write) => write.outcome !== 'failed')).toHaveLength(0);
  await phone.setOffline(false);
  const later = await phone.newPage();
  await later.goto(link.path);
  await expect(later.getByRole('heading', { name: `Trip ${trip.tripNumber}` })).toBeVisible();
  await expectServerCharges(request, provider.token, trip.tripId, 1);
  await expect(later.getByText(/Waiting to sync/)).toHaveCount(0);

  const state = await serverTrip(request, provider.token, trip.tripId);
  expect(state.status).toBe('loaded');
  const { outToCollectAt, loadedAt } = state.loadDetails.timestamp;
  expect(outToCollectAt && loadedAt && outToCollectAt < loadedAt).toBeTruthy();
  expect(state.charges.driverCharges).toHaveLength(1);
  expect(state.charges.driverCharges[0]).toMatchObject({
    reason: 'Border crossing fee',
    amount: 120,
  });
  expect(state.charges.driverCharges[0]?.images).toHaveLength(1);

  // In capture order, each delivered once.
  const delivered = tripWrites(writes).filter((write) => write.outcome === 200);
  expect(delivered.map((write) => write.path.split('/')[2])).toEqual([
    'trips',
    'trips',
    'trip-charges',
  ]);
  expect(new Set(delivered.map((write) => write.key)).size).toBe(3);
  await phone.close();
});

test('a 500, a dropped connection and a refused item during the replay lose nothing and repeat nothing', async ({
  browser,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const { provider, trip, phone, writes, driver } = await driverOnLink(
    browser,
    request,
    (n) => phoneFor(testInfo, 56 + n),
    `${testInfo.project.name} faults`,
  );

  // The first status update meets a 500; its retry reaches the server but the answer is lost.
  let statusCalls = 0;
  await driver.route('**/api/trips/update/status/**', async (route) => {
    statusCalls += 1;
    if (statusCalls === 1) {
      await route.fulfill({ status: 500, json: { success: false, msg: 'Server busy' } });
    } else if (statusCalls === 2) {
      await route.fetch();
      await route.abort('connectionreset');
    } else {
      await route.continue();
    }
  });
  // The first charge is refused for good; it must not hold back what comes after it.
  let chargeCalls = 0;
  await driver.route('**/api/trip-charges/add', async (route) => {
    chargeCalls += 1;
    if (chargeCalls === 1) {
      await route.fulfill({
        status: 400,
        json: { success: false, msg: 'Amount must be more than 0' },
      });
    } else {
      await route.continue();
    }
  });

  await phone.setOffline(true);
  await chooseStatus(driver, 'out_to_collect');
  await addCharge(driver, { reason: 'Weighbridge ticket', amount: '35', withPhoto: false });
  await chooseStatus(driver, 'loaded');
  await phone.setOffline(false);

  await expect(driver.getByText(/Needs attention/).first()).toBeVisible({ timeout: 20_000 });
  await expect(driver.getByText('Amount must be more than 0').first()).toBeVisible();
  await expect(driver.getByText(/Waiting to sync/)).toHaveCount(0, { timeout: 30_000 });
  await screenshot(driver, 'driver-needs-attention', testInfo.project.name);

  let state = await serverTrip(request, provider.token, trip.tripId);
  expect(state.status).toBe('loaded');
  expect(state.charges.driverCharges).toHaveLength(0);
  expect(statusCalls).toBeGreaterThanOrEqual(3);

  // Once the driver asks again, the refused charge goes (the server takes it this time).
  await driver.getByRole('button', { name: 'Try again' }).click();
  await expect(driver.getByText(/Needs attention/)).toHaveCount(0, { timeout: 20_000 });
  await expectServerCharges(request, provider.token, trip.tripId, 1);
  state = await serverTrip(request, provider.token, trip.tripId);
  expect(state.loadDetails.timestamp.outToCollectAt).not.toBeNull();

  // Every key reached the server at least once, and no key was applied twice.
  const keys = new Set(tripWrites(writes).map((write) => write.key));
  expect(keys.size).toBe(3);
  await phone.close();
});

test('two tabs on the same link do not both replay', async ({ browser, request }, testInfo) => {
  test.setTimeout(120_000);
  const {
    provider,
    trip,
    link,
    phone,
    writes,
    driver: first,
  } = await driverOnLink(
    browser,
    request,
    (n) => phoneFor(testInfo, 59 + n),
    `${testInfo.project.name} tabs`,
  );
  const second = await phone.newPage();
  await second.goto(link.path);
  await expect(second.getByRole('heading', { name: `Trip ${trip.tripNumber}` })).toBeVisible();

  await phone.setOffline(true);
  await chooseStatus(first, 'out_to_collect');
  await addCharge(first, { reason: 'Night parking', amount: '15', withPhoto: false });
  await expect(second.getByText(/Waiting to sync: 2/)).toBeVisible();
  await phone.setOffline(false);
  await expectServerCharges(request, provider.token, trip.tripId, 1);
  await expect(first.getByText(/Waiting to sync/)).toHaveCount(0);
  await expect(second.getByText(/Waiting to sync/)).toHaveCount(0);
  // Long enough for the other tab's next look at the outbox (it retries a busy lock after 5 s).
  await second.waitForTimeout(6000);

  // Offline tries fail on the phone; of those that reached the server, each key went once.
  const sent = tripWrites(writes).filter((write) => write.outcome !== 'failed');
  expect(sent).toHaveLength(2);
  expect(new Set(sent.map((write) => write.key)).size).toBe(2);
  const state = await serverTrip(request, provider.token, trip.tripId);
  expect(state.status).toBe('out_to_collect');
  expect(state.charges.driverCharges).toHaveLength(1);
  await phone.close();
});
