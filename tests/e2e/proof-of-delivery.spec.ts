import { expect, test } from '@playwright/test';
import type { Load } from '../../src/contract/loads';
import {
  apiAssignFleet,
  apiDriverLink,
  apiProvider,
  apiShipper,
  apiTripOnLoad,
  signedInContext,
} from './support/api-trip';
import { chooseStatus, deliverWithProof, openLinkOnline } from './support/driver-page';
import { recordDriverWrites } from './support/offline';
import { noisyPng } from './support/png';
import { screenshot } from './support/sign-in-page';
import { phoneFor } from './support/test-phones';

/** Jeddah Islamic Port's gate, the load's delivery point, and the door the driver stands at. */
const DELIVERY_POINT: [number, number] = [39.1728, 21.471];
const DOOR = { latitude: 21.4722, longitude: 39.1728, accuracy: 8 };
const RECEIVER = 'Khalid Al Mansoori';

type Envelope<T> = { data: T };

test('offline at the door: the proof and then Completed reach the server once, in order, and the shipper sees the proof', async ({
  browser,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  const tag = `${testInfo.project.name} proof`;
  const provider = await apiProvider(request, phoneFor(testInfo, 200), `Door Haulage ${tag}`);
  const shipper = await apiShipper(request, phoneFor(testInfo, 201));
  const posted = await request.post('/api/loads/create', {
    headers: { Authorization: `Bearer ${shipper.token}` },
    data: {
      source: { country: 'Saudi Arabia', city: 'Riyadh' },
      destination: {
        country: 'Saudi Arabia',
        city: 'Jeddah',
        address: 'Jeddah Islamic Port, Gate 3',
        coordinates: DELIVERY_POINT,
      },
      loadType: 'FTL',
      currency: 'SAR',
      material: `Chilled dates on pallets (${tag})`,
      hsnCode: null,
      weight: { value: 12, unit: 'ton' },
      scheduledDate: new Date(Date.now() + 86_400_000).toISOString(),
      images: [],
      status: 'pending',
      truckType: '12M',
      truckSubType: 'closed box',
    },
  });
  expect(posted.status()).toBe(200);
  const { loadId } = ((await posted.json()) as Envelope<{ loadId: string }>).data;
  const trip = await apiTripOnLoad(
    request,
    { shipper: shipper.token, provider: provider.token },
    loadId,
  );
  await apiAssignFleet(request, provider.token, trip.tripId, {
    name: 'Salem Al Harthy',
    phone: phoneFor(testInfo, 202),
  });
  const link = await apiDriverLink(request, provider.token, trip.tripId);

  // The driver's phone at the consignee's door: 390×844, touch, its location allowed.
  const phone = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    permissions: ['geolocation'],
    geolocation: DOOR,
  });
  const writes = recordDriverWrites(phone);
  const driver = await phone.newPage();
  await openLinkOnline(driver, link.path, trip.tripNumber);
  await chooseStatus(driver, 'out_to_unload');
  await expect(driver.getByText('Status updated to Out to Unload')).toBeVisible();

  // No signal in the warehouse: Completed opens the delivery step, which the phone keeps.
  await phone.setOffline(true);
  await chooseStatus(driver, 'completed');
  await deliverWithProof(driver, RECEIVER, undefined, [noisyPng(640, 480), noisyPng(480, 640)]);
  await expect(
    driver.getByText(
      "Proof of delivery saved. It will be sent, then the trip completed, when you're online.",
    ),
  ).toBeVisible();
  await expect(driver.getByText(/Waiting to sync: 2/)).toBeVisible();
  await screenshot(driver, 'proof-offline-queued', testInfo.project.name);
  const sentOffline = writes.filter((write) => write.outcome !== 'failed');
  expect(sentOffline.map((write) => write.path)).not.toContain(
    `/api/driver-links/${link.linkId}/delivery-proof`,
  );

  // Signal again: the outbox sends the proof, then Completed.
  await phone.setOffline(false);
  await expect(
    driver.getByText('Trip completed. Thank you! This link is now closed.'),
  ).toBeVisible();
  const delivered = writes.filter(
    (write) =>
      write.outcome === 200 &&
      (write.path.endsWith('/delivery-proof') ||
        write.path.startsWith('/api/trips/update/status/')),
  );
  expect(delivered.map((write) => write.path)).toEqual([
    `/api/trips/update/status/${trip.tripId}`,
    `/api/driver-links/${link.linkId}/delivery-proof`,
    `/api/trips/update/status/${trip.tripId}`,
  ]);
  expect(new Set(delivered.map((write) => write.key)).size).toBe(3);

  // The server holds one proof, with both photos, received before the trip was completed.
  const loadAnswer = await request.get(`/api/loads/${loadId}`, {
    headers: { Authorization: `Bearer ${shipper.token}` },
  });
  const { load } = ((await loadAnswer.json()) as Envelope<{ load: Load }>).data;
  expect(load.status).toBe('completed');
  const proof = load.deliveryProof!;
  expect(proof).toMatchObject({ recipientName: RECEIVER, accuracy: 8 });
  expect(proof.photos).toHaveLength(2);
  expect(proof.coordinates).toEqual([DOOR.longitude, DOOR.latitude]);
  // 0.0012° of latitude: about 133 m from the gate.
  expect(proof.distanceFromDeliveryMeters).toBeGreaterThan(120);
  expect(proof.distanceFromDeliveryMeters).toBeLessThan(145);
  const completedAt = load.timestamp.completedAt!;
  expect(Date.parse(proof.recordedAt)).toBeLessThanOrEqual(Date.parse(completedAt));
  await phone.close();

  // The shipper's Load Details: who signed, the signature, the photos, when and how far away.
  const shipperContext = await signedInContext(browser, shipper, 'user', null);
  const page = await shipperContext.newPage();
  await page.goto(`/my-loads?load=${loadId}`);
  const card = page.getByRole('region', { name: 'Proof of delivery' });
  await expect(card).toBeVisible();
  await expect(card).toContainText(RECEIVER);
  await expect(card.getByRole('img', { name: `Signature of ${RECEIVER}` })).toBeVisible();
  // Each photo is a thumbnail that opens the full photo.
  await expect(card.getByRole('button', { name: /^Delivery photo [12]$/ })).toHaveCount(2);
  await expect(card).toContainText(/1[23]\d m from the delivery point/);
  await expect(card.locator('time')).toHaveAttribute('datetime', proof.recordedAt);
  await expect(card).toContainText('± 8 m');
  await expect(card.locator('img')).toHaveCount(3);
  for (const image of await card.locator('img').all()) {
    await expect
      .poll(() => image.evaluate((node: HTMLImageElement) => node.naturalWidth))
      .toBeGreaterThan(0);
  }
  await card.scrollIntoViewIfNeeded();
  await screenshot(page, 'proof-on-load-details', testInfo.project.name);
  await shipperContext.close();
});
