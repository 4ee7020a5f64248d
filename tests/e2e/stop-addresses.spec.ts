import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import {
  apiAssignFleet,
  apiDriverLink,
  apiProvider,
  apiShipper,
  apiTripOnLoad,
  signedInContext,
} from './support/api-trip';
import { expectPostedDialog, fillLoadForm } from './support/post-load-form';
import { phoneFor } from './support/test-phones';

const SIZES = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'tablet', width: 820, height: 1180 },
  { name: 'desktop', width: 1440, height: 900 },
];
const SCREENS = 'test-results/screens';

async function shot(page: Page, name: string) {
  mkdirSync(SCREENS, { recursive: true });
  await page.screenshot({ path: `${SCREENS}/stop-addresses-${name}.png` });
}

type StopSeen = {
  address: string | null;
  contactPerson: string | null;
  contactNumber: string | null;
  coordinates: [number, number] | null;
};

/**
 * Issue 18: a shipper gives the pickup's address, contact and exact point on Post a Load; after
 * the deal, the driver's phone offers 'Navigate' to that point and a call to that contact.
 */
test('the pickup’s address, contact and point go from Post a Load to the driver’s Navigate and Call', async ({
  browser,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  const shipper = await apiShipper(request, phoneFor(testInfo, 110));
  const context = await signedInContext(browser, shipper, 'user', { width: 1440, height: 900 });
  const page = await context.newPage();
  await page.goto('/post-load');
  await fillLoadForm(page, {
    from: { country: 'Saudi Arabia', city: 'Dammam' },
    to: { country: 'Qatar', city: 'Doha' },
    material: 'Ceramic tiles on pallets',
    weight: '21',
    truckType: '12M',
  });

  const pickup = page.getByRole('group', { name: 'Pickup', exact: true });
  await expect(pickup).toContainText('Optional, but it helps the driver find the pickup');
  await pickup.getByLabel('Pickup address').fill('Warehouse 12, 2nd Industrial City, Gate 3');
  await pickup.getByLabel('Pickup contact person').fill('Faisal Al Qahtani');
  const number = pickup.getByLabel('Pickup contact number');
  await expect(number).toHaveAccessibleDescription(/^\+966/);
  await number.fill('512345678');
  // The delivery's number takes Qatar's code, the stop's own country.
  await expect(page.getByLabel('Delivery contact number')).toHaveAccessibleDescription(/^\+974/);

  // The exact point: a search, then the pin as the map shows it.
  await pickup.getByRole('button', { name: 'Set on map' }).click();
  const mapDialog = page.getByRole('dialog', { name: 'Set the pickup point' });
  await expect(
    mapDialog.getByRole('region', { name: 'Map: move the marker to the exact location' }),
  ).toBeVisible();
  await mapDialog.getByRole('combobox', { name: 'Search for a place' }).fill('Dhahran');
  await mapDialog.getByRole('option', { name: /Dhahran/ }).click();
  await expect(mapDialog.getByText('Near Dhahran, Saudi Arabia')).toBeVisible();
  await shot(page, 'post-load-map-desktop');
  await mapDialog.getByRole('button', { name: 'Use this point' }).click();
  await expect(mapDialog).toBeHidden();
  await expect(pickup.getByRole('group', { name: 'Pickup point on the map' })).toContainText(
    'Near Dhahran, Saudi Arabia',
  );

  // Each size from a fresh load: the form comes back from this device's draft, pin included.
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await page.reload();
    await expect(pickup.getByLabel('Pickup contact person')).toHaveValue('Faisal Al Qahtani');
    await expect(pickup).toContainText('Near Dhahran, Saudi Arabia');
    await pickup.scrollIntoViewIfNeeded();
    await shot(page, `post-load-${size.name}`);
    await page.getByRole('group', { name: 'Delivery', exact: true }).scrollIntoViewIfNeeded();
    await shot(page, `post-load-${size.name}-delivery`);
  }

  await page.getByRole('button', { name: 'Post Load' }).click();
  await expectPostedDialog(page);
  await expect(page).toHaveURL(/\/my-loads/);

  // What the server kept, read as the shipper: the driver's links must lead to exactly this.
  const loads = await request.get('/api/loads/user?status=pending', {
    headers: { Authorization: `Bearer ${shipper.token}` },
  });
  const [posted] = ((await loads.json()) as { data: { list: { _id: string }[] } }).data.list;
  const loadId = posted?._id ?? '';
  const details = await request.get(`/api/loads/${loadId}`, {
    headers: { Authorization: `Bearer ${shipper.token}` },
  });
  const { source } = ((await details.json()) as { data: { load: { source: StopSeen } } }).data.load;
  expect(source).toMatchObject({
    address: 'Warehouse 12, 2nd Industrial City, Gate 3',
    contactPerson: 'Faisal Al Qahtani',
    contactNumber: '+966512345678',
  });
  const [lng, lat] = source.coordinates ?? [0, 0];
  expect(lng).toBeCloseTo(50.11, 1);
  expect(lat).toBeCloseTo(26.29, 1);
  await context.close();

  // The deal and a driver link, through the API.
  const provider = await apiProvider(request, phoneFor(testInfo, 111), 'Eastern Haulage');
  const trip = await apiTripOnLoad(
    request,
    { shipper: shipper.token, provider: provider.token },
    loadId,
  );
  await apiAssignFleet(request, provider.token, trip.tripId, {
    name: 'Yousef Al Dossary',
    phone: phoneFor(testInfo, 112),
  });
  const link = await apiDriverLink(request, provider.token, trip.tripId);

  // The driver's phone: the pickup is the next stop, with Navigate and Call.
  const phone = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    permissions: ['geolocation'],
    geolocation: { latitude: 26.4207, longitude: 50.0888, accuracy: 20 },
  });
  const driver = await phone.newPage();
  await driver.goto(link.path);
  await expect(driver.getByRole('heading', { name: `Trip ${trip.tripNumber}` })).toBeVisible();
  const route = driver.getByRole('region', { name: 'Route' });
  const next = route.getByRole('listitem').first();
  await expect(next).toContainText('Next stop');
  await expect(next).toContainText('Dammam, Saudi Arabia');
  await expect(next).toContainText('Warehouse 12, 2nd Industrial City, Gate 3');
  await expect(next).toContainText('Faisal Al Qahtani');
  await expect(next.getByRole('link', { name: 'Navigate' })).toHaveAttribute(
    'href',
    `https://www.google.com/maps/dir/?api=1&destination=${lat},${lng}`,
  );
  await expect(next.getByRole('link', { name: 'Call' })).toHaveAttribute(
    'href',
    'tel:+966512345678',
  );
  // The delivery has no address yet: nothing to navigate to there.
  const delivery = route.getByRole('listitem').nth(1);
  await expect(delivery).toContainText('No address shared yet');
  await expect(delivery.getByRole('link')).toHaveCount(0);
  await route.scrollIntoViewIfNeeded();
  await shot(driver, 'driver-page-phone');
  await phone.close();
});
