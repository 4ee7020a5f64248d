import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DriverLicence, DriverRecord } from '../../src/contract/driver-record';
import type { Driver } from '../../src/contract/drivers';
import type { Load } from '../../src/contract/loads';
import type { TripRating } from '../../src/contract/trip-ratings';
import { driverLicences } from '../../server/modules/drivers/driver-licences.schema';
import { tripRatings } from '../../server/modules/trips/trip-ratings.schema';
import { trips } from '../../server/modules/trips/trips.schema';
import { addDriver, addDriverDocument, setTripStatus, startedTrip } from './support/fleet';
import { call, signInProvider, signInShipper } from './support/marketplace';
import { createTestApp, type TestApp } from './support/test-app';
import { PDF_BYTES, PNG_BYTES, upload } from './support/uploads';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ OTP_SENDS_PER_IP_PER_HOUR: '1000' });
});
afterAll(async () => t.close());

const NO_LICENCE = "Upload the driver's licence document before verifying it.";

/** A provider's trip with a driver assigned, on a load of its own shipper. */
async function tripWithDriver() {
  const provider = await signInProvider(t, 'Desert Line');
  const trip = await startedTrip(t, provider);
  const driver = await addDriver(t, provider.groupId, { name: 'Salem' });
  await t.db.update(trips).set({ driverId: driver.id }).where(eq(trips.id, trip.tripId));
  return { provider, driver, ...trip };
}

const uploadLicence = (driverId: string, token: string, files = [licencePdf()]) =>
  upload(t, `/api/drivers/${driverId}/licence`, files, {
    token,
    labels: files.map(() => 'Driving licence'),
  });
const licencePdf = () => ({ name: 'licence.pdf', bytes: PDF_BYTES, type: 'application/pdf' });

const verify = (driverId: string, token: string, body?: unknown) =>
  call<DriverLicence>(t, 'POST', `/api/drivers/${driverId}/verify-licence`, { token, body });
const record = (driverId: string, token: string) =>
  call<DriverRecord>(t, 'GET', `/api/drivers/${driverId}/record`, { token });
const loadDetails = async (loadId: string, token: string) =>
  (await call<{ load: Load }>(t, 'GET', `/api/loads/${loadId}`, { token })).body.data?.load;
const rate = (loadId: string, token: string, body: unknown) =>
  call<TripRating>(t, 'POST', `/api/loads/${loadId}/rating`, { token, body });

async function licenceRow(driverId: string) {
  const [row] = await t.db
    .select()
    .from(driverLicences)
    .where(eq(driverLicences.driverId, driverId));
  return row ?? null;
}

describe("verifying a driver's licence", () => {
  it('is refused with a plain 400 while no licence document is uploaded, other papers or not', async () => {
    const { provider, driver } = await tripWithDriver();
    expect(await verify(driver.id, provider.token)).toEqual({
      status: 400,
      body: { success: false, msg: NO_LICENCE },
    });
    // Any other document (insurance, a photo) is not the licence.
    await addDriverDocument(t, driver.id);
    expect((await verify(driver.id, provider.token)).status).toBe(400);
    expect(await licenceRow(driver.id)).toBeNull();
  });

  it('records who checked it and when; the shipper then sees Verified; repeating changes nothing', async () => {
    const { provider, driver, shipper, loadId } = await tripWithDriver();
    const uploaded = await uploadLicence(driver.id, provider.token);
    expect(uploaded.status).toBe(200);
    const document = (uploaded.body.data as DriverLicence).document;
    expect(uploaded.body.data).toMatchObject({ verifiedAt: null, verifiedBy: null });
    expect(document).toMatchObject({ label: 'Driving licence', contentType: 'application/pdf' });
    // The licence is one of the driver's documents too.
    const detail = await call<Driver>(t, 'GET', `/api/drivers/${driver.id}`, {
      token: provider.token,
    });
    expect(detail.body.data?.docs.urls.map((file) => file.url)).toContain(document?.url);
    expect((await loadDetails(loadId, shipper.token))?.driverDetails?.isVerified).toBe(false);

    t.clock.advance(60_000);
    const verifiedAt = t.clock.now().toISOString();
    const verified = await verify(driver.id, provider.token, { document: document?.url });
    expect(verified.status).toBe(200);
    expect(verified.body.data).toEqual({
      document,
      uploadedAt: expect.any(String),
      verifiedAt,
      verifiedBy: 'Test User',
    });
    expect((await loadDetails(loadId, shipper.token))?.driverDetails?.isVerified).toBe(true);
    expect((await loadDetails(loadId, provider.token))?.driverDetails?.isVerified).toBe(true);

    t.clock.advance(60_000);
    const again = await verify(driver.id, provider.token);
    expect(again.status).toBe(200);
    expect(again.body.data?.verifiedAt).toBe(verifiedAt);
    expect((await record(driver.id, provider.token)).body.data?.licence.verifiedAt).toBe(
      verifiedAt,
    );
  });

  it('is cleared by a new licence document, and refused for a document that is no longer it', async () => {
    const { provider, driver, shipper, loadId } = await tripWithDriver();
    const first = (await uploadLicence(driver.id, provider.token)).body.data as DriverLicence;
    await verify(driver.id, provider.token);
    expect((await loadDetails(loadId, shipper.token))?.driverDetails?.isVerified).toBe(true);

    const replaced = await uploadLicence(driver.id, provider.token, [
      { name: 'licence.png', bytes: PNG_BYTES, type: 'image/png' },
    ]);
    expect(replaced.status).toBe(200);
    expect(replaced.body.data).toMatchObject({ verifiedAt: null, verifiedBy: null });
    expect((replaced.body.data as DriverLicence).document?.url).not.toBe(first.document?.url);
    expect((await loadDetails(loadId, shipper.token))?.driverDetails?.isVerified).toBe(false);

    // The checker looked at the old document: the new one is not verified unseen.
    const stale = await verify(driver.id, provider.token, { document: first.document?.url });
    expect(stale.status).toBe(409);
    expect((await licenceRow(driver.id))?.verifiedAt).toBeNull();
  });

  it('takes one licence document at a time', async () => {
    const { provider, driver } = await tripWithDriver();
    const two = await uploadLicence(driver.id, provider.token, [licencePdf(), licencePdf()]);
    expect(two).toEqual({
      status: 400,
      body: { success: false, msg: 'Upload one licence document.' },
    });
    expect(await licenceRow(driver.id)).toBeNull();
  });

  it("is the driver's own provider's alone", async () => {
    const { provider, driver } = await tripWithDriver();
    await uploadLicence(driver.id, provider.token);
    const stranger = await signInProvider(t, 'Other Haulage');
    expect((await verify(driver.id, stranger.token)).status).toBe(404);
    expect((await uploadLicence(driver.id, stranger.token)).status).toBe(404);
    expect((await record(driver.id, stranger.token)).status).toBe(404);
    const shipper = await signInShipper(t);
    expect((await verify(driver.id, shipper.token)).status).toBe(403);
    expect((await record(driver.id, shipper.token)).status).toBe(403);
    expect((await licenceRow(driver.id))?.verifiedAt).toBeNull();
  });
});

describe('the shipper rating a completed trip', () => {
  it('is refused before the trip is completed, and changes nothing', async () => {
    const { shipper, loadId, tripId } = await tripWithDriver();
    for (const status of ['confirmed', 'out_to_unload', 'cancelled'] as const) {
      await setTripStatus(t, tripId, status);
      expect(await rate(loadId, shipper.token, { stars: 5 })).toEqual({
        status: 409,
        body: { success: false, msg: 'You can rate the driver once the trip is completed.' },
      });
    }
    const [stored] = await t.db
      .select({ count: count() })
      .from(tripRatings)
      .where(eq(tripRatings.tripId, tripId));
    expect(stored?.count).toBe(0);
  });

  it("is the load's shipper's alone", async () => {
    const { provider, loadId, tripId } = await tripWithDriver();
    await setTripStatus(t, tripId, 'completed');
    expect((await rate(loadId, (await signInShipper(t)).token, { stars: 5 })).status).toBe(404);
    expect((await rate(loadId, provider.token, { stars: 5 })).status).toBe(403);
  });

  it('takes 1 to 5 whole stars and a comment of at most 500 characters', async () => {
    const { shipper, loadId, tripId } = await tripWithDriver();
    await setTripStatus(t, tripId, 'completed');
    for (const body of [
      {},
      { stars: 0 },
      { stars: 6 },
      { stars: 4.5 },
      { stars: '5' },
      { stars: 5, comment: 'x'.repeat(501) },
      { stars: 5, driver: 'someone else' },
    ]) {
      const refused = await rate(loadId, shipper.token, body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(refused.body.success).toBe(false);
    }
    expect((await loadDetails(loadId, shipper.token))?.tripRating).toBeNull();
    expect((await rate(loadId, shipper.token, { stars: 5, comment: 'x'.repeat(500) })).status).toBe(
      200,
    );
  });

  it('is kept once per trip: rating again replaces it', async () => {
    const { provider, driver, shipper, loadId, tripId } = await tripWithDriver();
    await setTripStatus(t, tripId, 'completed');
    const first = await rate(loadId, shipper.token, { stars: 2, comment: '  Late at pickup ' });
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual({
      stars: 2,
      comment: 'Late at pickup',
      ratedAt: t.clock.now().toISOString(),
    });
    t.clock.advance(60_000);
    const second = await rate(loadId, shipper.token, { stars: 4 });
    expect(second.body.data).toEqual({
      stars: 4,
      comment: null,
      ratedAt: t.clock.now().toISOString(),
    });
    expect((await loadDetails(loadId, shipper.token))?.tripRating).toEqual(second.body.data);
    expect((await loadDetails(loadId, provider.token))?.tripRating).toEqual(second.body.data);
    const rows = await t.db.select().from(tripRatings).where(eq(tripRatings.tripId, tripId));
    expect(rows).toHaveLength(1);
    expect((await record(driver.id, provider.token)).body.data?.stats).toMatchObject({
      rating: 4,
      ratingCount: 1,
    });
  });
});

describe("the driver's record", () => {
  it('comes from their real trips and ratings, and is null while there is nothing to count', async () => {
    const provider = await signInProvider(t, 'Record Haulage');
    const driver = await addDriver(t, provider.groupId, { name: 'Faisal' });
    const none = { rating: null, ratingCount: 0, completionRate: null, totalTrips: 0 };
    expect((await record(driver.id, provider.token)).body.data?.stats).toEqual(none);

    // Three completed trips (rated 5 and 4, one unrated), one cancelled, one still running.
    const runs = [];
    for (const status of ['completed', 'completed', 'completed', 'cancelled', 'loaded'] as const) {
      const trip = await startedTrip(t, provider);
      await t.db
        .update(trips)
        .set({ driverId: driver.id, status })
        .where(eq(trips.id, trip.tripId));
      runs.push(trip);
    }
    // Another driver's trip counts for them, not for this one.
    const other = await tripWithDriver();
    await setTripStatus(t, other.tripId, 'completed');
    await rate(other.loadId, other.shipper.token, { stars: 1 });

    const afterTrips = (await record(driver.id, provider.token)).body.data?.stats;
    expect(afterTrips).toEqual({ rating: null, ratingCount: 0, completionRate: 75, totalTrips: 3 });

    await rate(runs[0]!.loadId, runs[0]!.shipper.token, { stars: 5 });
    await rate(runs[1]!.loadId, runs[1]!.shipper.token, { stars: 4 });
    const expected = { rating: 4.5, ratingCount: 2, completionRate: 75, totalTrips: 3 };
    expect((await record(driver.id, provider.token)).body.data?.stats).toEqual(expected);

    // The shipper of the running trip sees the same record on its driver card.
    const card = (await loadDetails(runs[4]!.loadId, runs[4]!.shipper.token))?.driverDetails;
    expect(card).toMatchObject({ name: 'Faisal', isVerified: false, stats: expected });
  });
});
