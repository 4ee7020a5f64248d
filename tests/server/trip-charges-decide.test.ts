import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Load } from '../../src/contract/loads';
import type { TripDetails } from '../../src/contract/trips';
import { tripCharges } from '../../server/modules/trip-charges/trip-charges.schema';
import { addCharge, decideCharge, tripWithBoundLink } from './support/charges';
import { call, signInProvider, signInShipper } from './support/marketplace';
import { createTestApp, type TestApp } from './support/test-app';
import { download, PNG_BYTES } from './support/uploads';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ OTP_SENDS_PER_IP_PER_HOUR: '1000' });
});
afterAll(async () => t.close());

/** A trip with one pending charge of 45.5 (with a photo) from its driver. */
async function pendingCharge(options: { load?: Record<string, unknown> } = {}) {
  const trip = await tripWithBoundLink(t, options);
  const added = await addCharge(t, trip.link, {
    fields: { reason: 'Border toll', amount: '45.5' },
    photos: [{ name: 'receipt.png', bytes: PNG_BYTES, type: 'image/png' }],
  });
  const charge = added.body.data?.charge;
  if (!charge) throw new Error(`add charge: ${JSON.stringify(added.body)}`);
  return { ...trip, charge };
}

async function chargeRow(chargeId: string) {
  const [row] = await t.db.select().from(tripCharges).where(eq(tripCharges.id, chargeId));
  return row;
}

const tripDetails = (tripId: string, token: string) =>
  call<TripDetails>(t, 'GET', `/api/trips/getbyid/${tripId}`, { token });

describe('PUT /api/trip-charges/:id/decision', () => {
  it('approves the full amount and records who decided and when', async () => {
    const { provider, charge } = await pendingCharge();
    t.clock.advance(5 * 60_000);
    const response = await decideCharge(t, provider.token, charge._id, { decision: 'approve' });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      success: true,
      msg: 'Charge approved',
      data: { charge: { ...charge, status: 'approved', approvedAmount: 45.5 } },
    });
    expect(await chargeRow(charge._id)).toMatchObject({
      status: 'approved',
      approvedAmount: 45.5,
      decidedBy: provider._id,
      decidedAt: t.clock.now(),
    });
  });

  it('approves an adjusted amount', async () => {
    const { provider, charge } = await pendingCharge();
    const response = await decideCharge(t, provider.token, charge._id, {
      decision: 'approve',
      approvedAmount: 30,
    });
    expect(response.status).toBe(200);
    expect(response.body.data?.charge).toMatchObject({ status: 'approved', approvedAmount: 30 });
  });

  it('refuses an approved amount above the charge and leaves it pending', async () => {
    const { provider, charge } = await pendingCharge();
    const response = await decideCharge(t, provider.token, charge._id, {
      decision: 'approve',
      approvedAmount: 45.51,
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      success: false,
      msg: 'The approved amount cannot be more than the charge.',
    });
    expect(await chargeRow(charge._id)).toMatchObject({ status: 'pending', decidedBy: null });
  });

  it('rejects a charge with nothing approved', async () => {
    const { provider, charge } = await pendingCharge();
    const response = await decideCharge(t, provider.token, charge._id, { decision: 'reject' });
    expect(response.status).toBe(200);
    expect(response.body.msg).toBe('Charge rejected');
    expect(response.body.data?.charge).toMatchObject({ status: 'rejected', approvedAmount: 0 });
  });

  it('refuses to decide a charge twice', async () => {
    const { provider, charge } = await pendingCharge();
    await decideCharge(t, provider.token, charge._id, { decision: 'reject' });
    for (const body of [{ decision: 'reject' }, { decision: 'approve' }]) {
      const again = await decideCharge(t, provider.token, charge._id, body);
      expect(again.status).toBe(409);
      expect(again.body.msg).toBe('This charge was already decided.');
    }
    expect(await chargeRow(charge._id)).toMatchObject({ status: 'rejected', approvedAmount: 0 });
  });

  it('answers 404 for a charge that does not exist', async () => {
    const { provider } = await pendingCharge();
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-charge']) {
      const response = await decideCharge(t, provider.token, id, { decision: 'approve' });
      expect(response.status).toBe(404);
      expect(response.body.msg).toBe('Charge not found');
    }
  });
});

describe('who may decide and see a charge', () => {
  it('hides a charge from another provider group entirely', async () => {
    const { tripId, charge } = await pendingCharge();
    const stranger = await signInProvider(t, 'Falcon Freight');
    const decided = await decideCharge(t, stranger.token, charge._id, { decision: 'approve' });
    expect(decided.status).toBe(404);
    expect(decided.body.msg).toBe('Charge not found');
    expect((await tripDetails(tripId, stranger.token)).status).toBe(404);
    expect((await download(t, charge.images[0]?.url ?? '', stranger.token)).status).toBe(404);
    expect(await chargeRow(charge._id)).toMatchObject({ status: 'pending' });
  });

  it('does not let the shipper decide', async () => {
    const { shipper, charge } = await pendingCharge();
    const response = await decideCharge(t, shipper.token, charge._id, { decision: 'approve' });
    expect(response.status).toBe(403);
    expect(await chargeRow(charge._id)).toMatchObject({ status: 'pending' });
  });

  it('shows the provider every charge, oldest first, with its status and photos', async () => {
    const { provider, link, tripId, charge } = await pendingCharge();
    t.clock.advance(60_000);
    const second = await addCharge(t, link, { fields: { reason: 'Parking', amount: '12' } });
    await decideCharge(t, provider.token, charge._id, { decision: 'reject' });
    const trip = await tripDetails(tripId, provider.token);
    expect(trip.body.data?.charges.driverCharges).toEqual([
      { ...charge, status: 'rejected', approvedAmount: 0 },
      second.body.data?.charge,
    ]);
  });
});

describe('the shipper’s Load Details', () => {
  it('lists only approved charges, at the approved amount, in the load’s currency', async () => {
    const { provider, shipper, link, loadId, charge } = await pendingCharge({
      load: { currency: 'KWD' },
    });
    const rejected = await addCharge(t, link, { fields: { reason: 'Car wash', amount: '5' } });
    const pending = await addCharge(t, link, { fields: { reason: 'Parking', amount: '2' } });
    await decideCharge(t, provider.token, charge._id, { decision: 'approve', approvedAmount: 30 });
    await decideCharge(t, provider.token, String(rejected.body.data?.charge._id), {
      decision: 'reject',
    });

    const response = await call<{ load: Load }>(t, 'GET', `/api/loads/${loadId}`, {
      token: shipper.token,
    });
    expect(response.body.data?.load.currency).toBe('KWD');
    expect(response.body.data?.load.charges).toEqual([
      { title: 'Border toll', description: 'Approved driver charge', amount: 30 },
    ]);

    // The shipper may open the photos of what it is billed for, nothing else.
    expect((await download(t, charge.images[0]?.url ?? '', shipper.token)).status).toBe(200);
    const pendingPhoto = await addCharge(t, link, {
      photos: [{ name: 'p.png', bytes: PNG_BYTES, type: 'image/png' }],
    });
    const url = pendingPhoto.body.data?.charge.images[0]?.url ?? '';
    expect((await download(t, url, shipper.token)).status).toBe(404);
    expect(pending.status).toBe(200);
    const otherShipper = await signInShipper(t);
    expect((await download(t, charge.images[0]?.url ?? '', otherShipper.token)).status).toBe(404);
  });
});
