import { eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { drivers } from '../../../server/modules/drivers/drivers.schema';
import { storedFiles } from '../../../server/modules/files/files.schema';
import { quotes } from '../../../server/modules/quotes/quotes.schema';
import { trips } from '../../../server/modules/trips/trips.schema';
import { call, postLoad, quote, signInShipper } from './marketplace';
import type { TestApp } from './test-app';

type Provider = { token: string; groupId: string };
type Shipper = Awaited<ReturnType<typeof signInShipper>>;

let nextPhone = 550_000_000;

/** A driver row of the group, straight into the table (the drivers routes are another test's). */
export async function addDriver(
  t: TestApp,
  groupId: string,
  overrides: Partial<typeof drivers.$inferInsert> = {},
) {
  nextPhone += 1;
  const [row] = await t.db
    .insert(drivers)
    .values({
      groupId,
      name: 'Khalid Al Otaibi',
      countryCode: '+966',
      phone: String(nextPhone),
      country: 'Saudi Arabia',
      licenseNo: `KSA-${nextPhone}`,
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('driver not stored');
  return row;
}

/** A document attached to a driver, as an upload would leave it (the bytes are not needed). */
export async function addDriverDocument(t: TestApp, driverId: string) {
  await t.db.insert(storedFiles).values({
    storageKey: randomUUID(),
    contentType: 'application/pdf',
    extension: 'pdf',
    size: 1000,
    label: 'Driving licence',
    originalName: 'licence.pdf',
    ownerKind: 'driver',
    ownerId: driverId,
  });
}

/**
 * A confirmed trip of the provider's group on a new load of the shipper, started through the
 * real quote and Start Trip calls. Paying is another test's subject: the acceptance is written.
 */
export async function startedTrip(
  t: TestApp,
  provider: Provider,
  options: { shipper?: Shipper; load?: Record<string, unknown>; truckId?: string } = {},
) {
  const shipper = options.shipper ?? (await signInShipper(t));
  const loadId = await postLoad(t, shipper.token, options.load);
  const quoted = await quote(t, provider.token, loadId, 1500);
  const quoteId = String(quoted.body.data?._id);
  await t.db.update(quotes).set({ status: 'accepted' }).where(eq(quotes.id, quoteId));
  const started = await call<{ tripId: string; tripNumber: string }>(
    t,
    'POST',
    '/api/trips/create',
    {
      body: { quoteId, loadId, truckId: options.truckId },
      token: provider.token,
    },
  );
  if (started.status !== 200) throw new Error(`start trip: ${JSON.stringify(started.body)}`);
  const { tripId, tripNumber } = started.body.data ?? { tripId: '', tripNumber: '' };
  return { shipper, loadId, quoteId, tripId, tripNumber };
}

export async function tripRow(t: TestApp, tripId: string) {
  const [row] = await t.db.select().from(trips).where(eq(trips.id, tripId));
  if (!row) throw new Error('trip not found');
  return row;
}

export async function setTripStatus(
  t: TestApp,
  tripId: string,
  status: (typeof trips.$inferSelect)['status'],
) {
  await t.db.update(trips).set({ status }).where(eq(trips.id, tripId));
}
