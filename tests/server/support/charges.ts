import { eq } from 'drizzle-orm';
import { driverLinks } from '../../../server/modules/driver-links/driver-links.schema';
import { tripCharges } from '../../../server/modules/trip-charges/trip-charges.schema';
import { randomToken, sha256 } from '../../../server/lib/secrets';
import type { DriverCharge } from '../../../server/modules/trip-charges/charge-view';
import { addDriver, startedTrip } from './fleet';
import { call, signInProvider, signInShipper } from './marketplace';
import type { TestApp } from './test-app';
import type { UploadFile } from './uploads';

type Provider = Awaited<ReturnType<typeof signInProvider>>;
export type BoundLink = { linkId: string; deviceKey: string; tripId: string };

/**
 * A driver link, bound to a device unless told otherwise, straight into the table so these
 * tests need no driver-link routes: the id is 128 random bits and the key is stored hashed.
 */
export async function insertDriverLink(
  t: TestApp,
  trip: { tripId: string; groupId: string; driverId: string; createdBy: string },
  options: { isActive?: boolean; bound?: boolean } = {},
): Promise<BoundLink> {
  const linkId = randomToken(16);
  const deviceKey = randomToken(32);
  const now = t.clock.now();
  const bound = options.bound ?? true;
  await t.db.insert(driverLinks).values({
    id: linkId,
    tripId: trip.tripId,
    groupId: trip.groupId,
    driverId: trip.driverId,
    createdBy: trip.createdBy,
    isActive: options.isActive ?? true,
    deviceKeyHash: bound ? sha256(deviceKey) : null,
    boundAt: bound ? now : null,
    deactivatedAt: options.isActive === false ? now : null,
    createdAt: now,
  });
  return { linkId, deviceKey, tripId: trip.tripId };
}

/** A provider's confirmed trip for a shipper's load, its driver holding a bound, active link. */
export async function tripWithBoundLink(
  t: TestApp,
  options: { provider?: Provider; load?: Record<string, unknown> } = {},
) {
  const provider = options.provider ?? (await signInProvider(t, 'Desert Line'));
  const shipper = await signInShipper(t);
  const trip = await startedTrip(t, provider, { shipper, load: options.load });
  const driver = await addDriver(t, provider.groupId);
  const link = await insertDriverLink(t, {
    tripId: trip.tripId,
    groupId: provider.groupId,
    driverId: driver.id,
    createdBy: provider._id,
  });
  return { provider, driver, link, ...trip };
}

export async function deactivateLink(t: TestApp, linkId: string) {
  await t.db
    .update(driverLinks)
    .set({ isActive: false, deactivatedAt: t.clock.now() })
    .where(eq(driverLinks.id, linkId));
}

type AddChargeOptions = {
  /** Multipart fields over the defaults (linkId is the link's own); `undefined` leaves one out. */
  fields?: Record<string, string | undefined>;
  photos?: UploadFile[];
  /** Header overrides: `undefined` leaves a header out. */
  headers?: Partial<Record<'x-device-key' | 'x-link-id' | 'idempotency-key', string | undefined>>;
};

/** POST /api/trip-charges/add as the driver's page sends it: multipart, device key, link id. */
export async function addCharge(t: TestApp, link: BoundLink, options: AddChargeOptions = {}) {
  const form = new FormData();
  const fields = { linkId: link.linkId, reason: 'Border toll', amount: '45.5', ...options.fields };
  for (const [name, value] of Object.entries(fields)) {
    if (value !== undefined) form.append(name, value);
  }
  for (const photo of options.photos ?? []) {
    form.append(
      'files',
      new Blob([new Uint8Array(photo.bytes)], { type: photo.type ?? 'image/jpeg' }),
      photo.name,
    );
  }
  const headers: Record<string, string> = {};
  const wanted = { 'x-device-key': link.deviceKey, 'x-link-id': link.linkId, ...options.headers };
  for (const [name, value] of Object.entries(wanted))
    if (value !== undefined) headers[name] = value;
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/trip-charges/add',
    payload: form,
    headers,
  });
  return {
    status: response.statusCode,
    headers: response.headers,
    body: response.json() as { success: boolean; msg?: string; data?: { charge: DriverCharge } },
  };
}

export function decideCharge(t: TestApp, token: string, chargeId: string, body: unknown) {
  return call<{ charge: DriverCharge }>(t, 'PUT', `/api/trip-charges/${chargeId}/decision`, {
    body,
    token,
  });
}

export async function chargeRowsOf(t: TestApp, tripId: string) {
  return t.db.select().from(tripCharges).where(eq(tripCharges.tripId, tripId));
}
