import { expect, test } from '@playwright/test';
import { signedInContext } from './support/api-trip';
import { apiCall } from './support/deal-steps';
import { apiReportPosition, apiWatchedTrip, DELIVERY, north, PICKUP } from './support/watched-trip';

type TripCharges = { charges: { driverCharges: { reason: string; amount: number }[] } };

test('the provider sees the wait at the pickup and adds its charge once; the shipper sees the stamps and the charge', async ({
  browser,
  request,
}, testInfo) => {
  // Two signed-in browsers and a whole deal: slow on a busy machine.
  test.slow();
  const { shipper, provider, trip, loadId, link } = await apiWatchedTrip(request, testInfo, {
    first: 130,
    company: 'Dune Freight',
    driver: 'Saeed Al Ghamdi',
  });
  // At the shipper's gate four hours ago, loading for three; on the road since; at the
  // consignee's gate for the last half hour.
  await apiReportPosition(request, link, north(PICKUP, 2_000), 260);
  await apiReportPosition(request, link, north(PICKUP, 100), 240);
  await apiReportPosition(request, link, PICKUP, 150);
  await apiReportPosition(request, link, north(PICKUP, 5_000), 60);
  await apiReportPosition(request, link, north(DELIVERY, 50), 30);

  const viewport = { width: 1440, height: 900 };
  const providerPage = await (
    await signedInContext(browser, provider, 'provider', viewport)
  ).newPage();
  await providerPage.goto(`/trips/${trip.tripId}`);
  const timeline = providerPage.getByRole('region', { name: 'Trip timeline' });
  const waits = timeline.getByRole('list', { name: 'Arrival and waiting' });
  const pickup = waits.getByRole('listitem').filter({ hasText: 'Arrived at pickup' });
  await expect(pickup).toContainText('Left the pickup');
  await expect(pickup).toContainText('Waited 3 hr');
  await expect(pickup).toContainText('1 hr beyond the free 2 hr');
  const delivery = waits.getByRole('listitem').filter({ hasText: 'Arrived at delivery' });
  await expect(delivery).toContainText('Still at the delivery');
  await expect(delivery).toContainText(/Waiting 3\d min so far/);
  await expect(delivery.getByRole('button', { name: 'Add waiting charge' })).toHaveCount(0);

  // A new provider has no hourly rate yet: the tap asks for one, then adds the charge with it.
  await pickup.getByRole('button', { name: 'Add waiting charge' }).dblclick();
  const rateForm = pickup.getByRole('form', { name: 'Hourly waiting rate' });
  await rateForm.getByRole('spinbutton', { name: /Waiting rate per hour \(SAR\)/ }).fill('150');
  await rateForm.getByRole('button', { name: 'Add charge' }).dblclick();
  await expect(pickup).toContainText('Waiting charge added');
  await expect(pickup.getByRole('button', { name: 'Add waiting charge' })).toHaveCount(0);
  const charges = providerPage.getByRole('region', { name: 'Charges' });
  await expect(charges.getByText('Waiting charges')).toBeVisible();
  // An hour beyond the free time at SAR 150 an hour.
  await expect(
    charges.getByRole('listitem').filter({ hasText: 'Waiting at pickup' }),
  ).toContainText('SAR 150.00');

  // However fast it was tapped, the trip holds one waiting charge.
  const held = await apiCall<TripCharges>(
    request,
    'GET',
    `/api/trips/getbyid/${trip.tripId}`,
    provider.token,
  );
  expect(held.charges.driverCharges).toEqual([
    expect.objectContaining({ reason: 'Waiting at pickup', amount: 150 }),
  ]);

  const shipperPage = await (await signedInContext(browser, shipper, 'user', viewport)).newPage();
  await shipperPage.goto(`/my-loads/${loadId}`);
  const shipperWaits = shipperPage
    .getByRole('region', { name: 'Trip timeline' })
    .getByRole('list', { name: 'Arrival and waiting' });
  const shipperPickup = shipperWaits.getByRole('listitem').filter({ hasText: 'Arrived at pickup' });
  await expect(shipperPickup).toContainText('Left the pickup');
  await expect(shipperPickup).toContainText('Waited 3 hr');
  await expect(shipperPickup).toContainText('Waiting charge added');
  await expect(shipperWaits).toContainText('Arrived at delivery');
  await expect(shipperPage.getByRole('button', { name: 'Add waiting charge' })).toHaveCount(0);
  const tripCharges = shipperPage.getByRole('region', { name: 'Trip charges' });
  await expect(tripCharges.getByText('Waiting at pickup')).toBeVisible();
  await expect(tripCharges).toContainText('SAR 150.00');
});
