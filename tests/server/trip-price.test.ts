import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LinkTripView } from '../../src/contract/driver-links';
import type { Load } from '../../src/contract/loads';
import type { TripDetails } from '../../src/contract/trips';
import { addCharge, decideCharge, tripWithBoundLink, type BoundLink } from './support/charges';
import { linkCall } from './support/driver-link';
import { call, postLoad } from './support/marketplace';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ OTP_SENDS_PER_IP_PER_HOUR: '1000' });
});
afterAll(async () => t.close());

async function chargeOf(link: BoundLink, reason: string, amount: string) {
  const added = await addCharge(t, link, { fields: { reason, amount } });
  const charge = added.body.data?.charge;
  if (!charge) throw new Error(`add charge: ${JSON.stringify(added.body)}`);
  return charge;
}

/** The trip's price as the shipper, the provider and the driver's phone are each told it. */
async function pricesSeen(trip: Awaited<ReturnType<typeof tripWithBoundLink>>) {
  const shipper = await call<{ load: Load }>(t, 'GET', `/api/loads/${trip.loadId}`, {
    token: trip.shipper.token,
  });
  const provider = await call<TripDetails>(t, 'GET', `/api/trips/getbyid/${trip.tripId}`, {
    token: trip.provider.token,
  });
  const driver = await linkCall<LinkTripView>(t, 'GET', `/api/trips/getbyid/${trip.tripId}`, {
    linkId: trip.link.linkId,
    deviceKey: trip.link.deviceKey,
  });
  return {
    shipper: shipper.body.data?.load.price,
    provider: provider.body.data?.price,
    driver: driver.body.data?.price,
  };
}

describe('one trip total for every role (issue 18)', () => {
  it('is the base price plus approved charges on the shipper’s, provider’s and driver’s views', async () => {
    const trip = await tripWithBoundLink(t);
    const approved = await chargeOf(trip.link, 'Border toll', '150');
    const adjusted = await chargeOf(trip.link, 'Waiting time', '80');
    const rejected = await chargeOf(trip.link, 'Parking', '25');
    await chargeOf(trip.link, 'Fuel top-up', '60');
    const decide = (chargeId: string, body: unknown) =>
      decideCharge(t, trip.provider.token, chargeId, body);
    expect((await decide(approved._id, { decision: 'approve' })).status).toBe(200);
    expect(
      (await decide(adjusted._id, { decision: 'approve', approvedAmount: 40.25 })).status,
    ).toBe(200);
    expect((await decide(rejected._id, { decision: 'reject' })).status).toBe(200);

    // The quote was 1,500 SAR; the pending 60 and the rejected 25 are not owed.
    const price = { basePrice: 1500, approvedCharges: 190.25, total: 1690.25 };
    expect(await pricesSeen(trip)).toEqual({ shipper: price, provider: price, driver: price });
  });

  it('is the base price alone before any charge is approved, in the load’s currency decimals', async () => {
    const trip = await tripWithBoundLink(t, { load: { currency: 'KWD' } });
    await chargeOf(trip.link, 'Border toll', '12.125');
    const price = { basePrice: 1500, approvedCharges: 0, total: 1500 };
    expect(await pricesSeen(trip)).toEqual({ shipper: price, provider: price, driver: price });
  });

  it('is not on a load without a trip', async () => {
    const trip = await tripWithBoundLink(t);
    const loadId = await postLoad(t, trip.shipper.token);
    const load = await call<{ load: Load }>(t, 'GET', `/api/loads/${loadId}`, {
      token: trip.shipper.token,
    });
    expect(load.body.data?.load.price).toBeNull();
  });
});
