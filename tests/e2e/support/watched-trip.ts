import { randomBytes } from 'node:crypto';
import { expect, type APIRequestContext, type TestInfo } from '@playwright/test';
import { apiAssignFleet, apiDriverLink, apiProvider, apiShipper, apiTripOnLoad } from './api-trip';
import { apiCall } from './deal-steps';
import { phoneFor } from './test-phones';

type LngLat = [number, number];

/** The shipper's gate in Riyadh's 2nd Industrial City and the consignee's in Jeddah. */
export const PICKUP: LngLat = [46.8, 24.6];
export const DELIVERY: LngLat = [39.2, 21.5];
/** About `metres` north of a point (0.001° of latitude is about 111 m). */
export const north = ([lng, lat]: LngLat, metres: number): LngLat => [lng, lat + metres / 111_000];

export type BoundLink = { linkId: string; deviceKey: string };

/**
 * A running trip whose stops have map points, so the driver's positions stamp arrival and
 * departure: the shipper (phone slot `first`), the provider (`first + 1`) and its driver
 * (`first + 2`), the deal made, the fleet assigned and the driver's link bound to a phone.
 */
export async function apiWatchedTrip(
  request: APIRequestContext,
  testInfo: TestInfo,
  { first, company, driver }: { first: number; company: string; driver: string },
) {
  const shipper = await apiShipper(request, phoneFor(testInfo, first));
  const provider = await apiProvider(request, phoneFor(testInfo, first + 1), company);
  const { loadId } = await apiCall<{ loadId: string }>(
    request,
    'POST',
    '/api/loads/create',
    shipper.token,
    {
      source: { country: 'Saudi Arabia', city: 'Riyadh', coordinates: PICKUP },
      destination: { country: 'Saudi Arabia', city: 'Jeddah', coordinates: DELIVERY },
      loadType: 'FTL',
      currency: 'SAR',
      material: 'Bagged cement',
      hsnCode: null,
      weight: { value: 18, unit: 'ton' },
      scheduledDate: new Date(Date.now() + 86_400_000).toISOString(),
      images: [],
      status: 'pending',
      truckType: '12M',
      truckSubType: 'closed box',
    },
  );
  const tokens = { shipper: shipper.token, provider: provider.token };
  const trip = await apiTripOnLoad(request, tokens, loadId);
  await apiAssignFleet(request, provider.token, trip.tripId, {
    name: driver,
    phone: phoneFor(testInfo, first + 2),
  });
  const { linkId } = await apiDriverLink(request, provider.token, trip.tripId);
  const deviceKey = randomBytes(24).toString('base64url');
  const bound = await request.post(`/api/driver-links/verify-device/${linkId}`, {
    data: { deviceInfo: { platform: 'Android' }, tripId: trip.tripId, deviceKey },
  });
  expect(bound.status()).toBe(200);
  return { shipper, provider, trip, loadId, link: { linkId, deviceKey } satisfies BoundLink };
}

/** A position the driver's phone took `minutesAgo`, sent as its outbox sends one. */
export async function apiReportPosition(
  request: APIRequestContext,
  link: BoundLink,
  coordinates: LngLat,
  minutesAgo: number,
) {
  const response = await request.post(`/api/driver-links/${link.linkId}/location`, {
    headers: {
      'X-Device-Key': link.deviceKey,
      'X-Link-Id': link.linkId,
      'Idempotency-Key': randomBytes(12).toString('hex'),
    },
    data: {
      coordinates,
      recordedAt: new Date(Date.now() - minutesAgo * 60_000).toISOString(),
      accuracy: 12,
    },
  });
  expect(response.status(), await response.text()).toBe(200);
}
