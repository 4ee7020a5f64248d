import { randomBytes } from 'node:crypto';
import type { DriverLink } from '../../../src/contract/driver-links';
import type { TripDetails } from '../../../src/contract/trips';
import { addDriver, startedTrip } from './fleet';
import { addTruck, call, signInProvider, signInShipper } from './marketplace';
import type { TestApp } from './test-app';

type Json = Record<string, unknown>;
type Provider = Awaited<ReturnType<typeof signInProvider>>;
type Shipper = Awaited<ReturnType<typeof signInShipper>>;

/** A device key as the driver's page makes one: random, base64url, kept in IndexedDB. */
export const newDeviceKey = () => randomBytes(24).toString('base64url');

let lastIp = 0;
/** A fresh caller address, so the per-IP limit of verify-device never trips a test. */
export function freshIp() {
  lastIp += 1;
  return `10.20.${Math.floor(lastIp / 250)}.${(lastIp % 250) + 1}`;
}

export const assign = (t: TestApp, token: string, tripId: string, driverId: string) =>
  call<{ trip: TripDetails }>(t, 'POST', `/api/trips/${tripId}/assign`, {
    token,
    body: { type: 'driver', driverId },
  });

/** A confirmed trip of the provider's group with a driver and a truck: ready for a link. */
export async function tripReadyForLink(
  t: TestApp,
  options: { provider?: Provider; shipper?: Shipper; load?: Json } = {},
) {
  const provider = options.provider ?? (await signInProvider(t, 'Desert Line'));
  // Each truck its own plate (one plate is one truck in a group): a second trip needs another.
  const truck = await addTruck(t, provider.groupId, { model: 'Volvo FH' });
  const trip = await startedTrip(t, provider, {
    shipper: options.shipper,
    truckId: truck.id,
    load: options.load,
  });
  const driver = await addDriver(t, provider.groupId, { name: 'Salem' });
  const assigned = await assign(t, provider.token, trip.tripId, driver.id);
  if (assigned.status !== 200) throw new Error(`assign: ${JSON.stringify(assigned.body)}`);
  return { provider, truck, driver, ...trip };
}

export const createLink = (t: TestApp, token: string, body: Json) =>
  call<{ linkUrl: string; link: DriverLink }>(t, 'POST', '/api/driver-links/create', {
    token,
    body,
  });

type LinkRequest = {
  body?: unknown;
  deviceKey?: string;
  linkId?: string;
  token?: string;
  idempotencyKey?: string;
  ip?: string;
};

/** A call as the driver's page makes it: X-Device-Key (and X-Link-Id where the path has none). */
export async function linkCall<TData = Json>(
  t: TestApp,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  options: LinkRequest = {},
) {
  const headers: Record<string, string> = {};
  if (options.deviceKey !== undefined) headers['x-device-key'] = options.deviceKey;
  if (options.linkId !== undefined) headers['x-link-id'] = options.linkId;
  if (options.token !== undefined) headers.authorization = `Bearer ${options.token}`;
  if (options.idempotencyKey !== undefined) headers['idempotency-key'] = options.idempotencyKey;
  const response = await t.app.inject({
    method,
    url,
    headers,
    remoteAddress: options.ip ?? '127.0.0.1',
    ...(options.body === undefined ? {} : { payload: options.body as Json }),
  });
  return {
    status: response.statusCode,
    headers: response.headers,
    body: response.json() as { success: boolean; msg?: string; data?: TData },
  };
}

export const verifyDevice = (
  t: TestApp,
  linkId: string,
  body: { tripId: string; deviceKey: string } & Json,
) =>
  linkCall<{ verified: true; isActive: boolean; trip?: unknown }>(
    t,
    'POST',
    `/api/driver-links/verify-device/${linkId}`,
    {
      body: { deviceInfo: { platform: 'iPhone', screenWidth: 390 }, ...body },
      ip: freshIp(),
    },
  );

/** A trip ready for a link, its link created through the API and bound to a new device. */
export async function tripWithLink(
  t: TestApp,
  options: { provider?: Provider; shipper?: Shipper; load?: Json } = {},
) {
  const trip = await tripReadyForLink(t, options);
  const created = await createLink(t, trip.provider.token, { tripId: trip.tripId });
  if (created.status !== 200) throw new Error(`create link: ${JSON.stringify(created.body)}`);
  const linkId = created.body.data?.link._id ?? '';
  const deviceKey = newDeviceKey();
  const verified = await verifyDevice(t, linkId, { tripId: trip.tripId, deviceKey });
  if (verified.status !== 200) throw new Error(`verify: ${JSON.stringify(verified.body)}`);
  return { ...trip, linkId, deviceKey };
}

export const updateStatus = (
  t: TestApp,
  link: { tripId: string; linkId: string; deviceKey: string },
  body: Json,
  options: Pick<LinkRequest, 'idempotencyKey'> = {},
) =>
  linkCall<{ status: string }>(t, 'PUT', `/api/trips/update/status/${link.tripId}`, {
    body,
    linkId: link.linkId,
    deviceKey: link.deviceKey,
    ...options,
  });

export const reportPosition = (
  t: TestApp,
  link: { linkId: string; deviceKey: string },
  body: Json,
  options: Pick<LinkRequest, 'idempotencyKey'> = {},
) =>
  linkCall<{ accepted: boolean }>(t, 'POST', `/api/driver-links/${link.linkId}/location`, {
    body,
    deviceKey: link.deviceKey,
    ...options,
  });
