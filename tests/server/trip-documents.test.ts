import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MAX_TRAIL_POINTS,
  tripDocumentSchema,
  type TripDocument,
} from '../../src/contract/trip-documents';
import { truckPositions } from '../../server/modules/positions/positions.schema';
import { addCharge, decideCharge } from './support/charges';
import { DOOR_PHOTO, sendDeliveryProof } from './support/delivery-proof';
import { reportPosition, tripWithLink, updateStatus } from './support/driver-link';
import { setTripStatus, startedTrip } from './support/fleet';
import { call, postLoad, signInProvider, signInShipper } from './support/marketplace';
import { completeProfile } from './support/sign-in';
import { createTestApp, type TestApp } from './support/test-app';
import { PNG_BYTES } from './support/uploads';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ OTP_SENDS_PER_IP_PER_HOUR: '1000' });
});
afterAll(async () => t.close());

/** A warehouse in Riyadh's 2nd Industrial City and the consignee's gate in Dammam. */
const PICKUP: [number, number] = [46.8, 24.6];
const DELIVERY: [number, number] = [50.1, 26.4];
const ROAD: [number, number] = [48.5, 25.5];
const near = ([lng, lat]: [number, number]): [number, number] => [lng, lat + 0.001];

/** The test clock moves on: the driver's steps and fixes each happen later than the last. */
const later = (minutes: number) => t.clock.advance(minutes * 60_000);

type Link = Awaited<ReturnType<typeof tripWithLink>>;

let fixes = 0;
/** A fix the phone takes now. */
async function fix(link: Link, coordinates: [number, number]) {
  fixes += 1;
  const response = await reportPosition(
    t,
    link,
    { coordinates, recordedAt: t.clock.now().toISOString(), accuracy: 10 },
    { idempotencyKey: `document-fix-${fixes}` },
  );
  expect(response.status, JSON.stringify(response.body)).toBe(200);
}

async function moveTo(link: Link, status: string) {
  const response = await updateStatus(t, link, { status });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
}

/**
 * A whole trip through the API: the carrier's legal details, a load with addresses, contacts and
 * coordinates, the road statuses, positions at and between the stops, an approved charge with a
 * photo and a pending one, and the consignee's proof; then Completed.
 */
async function deliveredTrip() {
  const provider = await signInProvider(t, 'Najd Haulage');
  const profiled = await completeProfile(t, provider, {
    userType: 'provider',
    companyName: 'Najd Haulage',
    legalName: 'Najd Haulage Co.',
    vatNumber: '310122393500003',
    crNumber: '1010123456',
    companyAddress: 'King Fahd Rd, Riyadh 12271',
  });
  expect(profiled.status, JSON.stringify(profiled.body)).toBe(200);
  const link = await tripWithLink(t, {
    provider,
    shipper: await signInShipper(t, 'Al Harbi Trading'),
    load: {
      source: {
        country: 'Saudi Arabia',
        city: 'Riyadh',
        address: '2nd Industrial City, Street 84',
        contactPerson: 'Fahad',
        contactNumber: '+966511111111',
        coordinates: PICKUP,
      },
      destination: {
        country: 'Saudi Arabia',
        city: 'Dammam',
        address: 'Port Road, Gate 3',
        contactPerson: 'Majed Al Dosari',
        contactNumber: '+966522222222',
        coordinates: DELIVERY,
      },
      material: 'Portland cement',
      hsnCode: '2523.29',
    },
  });
  const at: Record<string, string> = {};
  const stamp = (name: string) => (at[name] = t.clock.now().toISOString());
  later(10);
  await moveTo(link, 'out_to_collect');
  later(60);
  await fix(link, near(PICKUP));
  stamp('arrivedPickup');
  later(30);
  await moveTo(link, 'loaded');
  const approved = await addCharge(t, link, {
    fields: { reason: 'Border toll', amount: '45.5' },
    photos: [{ name: 'receipt.png', bytes: PNG_BYTES, type: 'image/png' }],
  });
  const approvedId = approved.body.data!.charge._id;
  const decided = await decideCharge(t, link.provider.token, approvedId, { decision: 'approve' });
  expect(decided.status).toBe(200);
  later(10);
  await fix(link, ROAD);
  stamp('departedPickup');
  later(5);
  await moveTo(link, 'out_to_unload');
  later(300);
  await fix(link, near(DELIVERY));
  stamp('arrivedDelivery');
  const pending = await addCharge(t, link, { fields: { reason: 'Night parking', amount: '30' } });
  expect(pending.status).toBe(200);
  later(20);
  const proof = await sendDeliveryProof(t, link, {
    fields: {
      recipientName: 'Majed Al Dosari',
      coordinates: JSON.stringify(near(DELIVERY)),
      recordedAt: t.clock.now().toISOString(),
    },
    photos: [DOOR_PHOTO],
  });
  expect(proof.status, JSON.stringify(proof.body)).toBe(200);
  later(5);
  await moveTo(link, 'completed');
  later(60);
  return { ...link, at, approvedPhoto: approved.body.data!.charge.images[0]!.url };
}

const carrierDocument = (token: string, tripId: string) =>
  call<{ document: TripDocument }>(t, 'GET', `/api/trips/${tripId}/document`, { token });
const shipperDocument = (token: string, loadId: string) =>
  call<{ document: TripDocument }>(t, 'GET', `/api/loads/${loadId}/document`, { token });

function register(
  token: string,
  tripId: string,
  body: unknown,
  idempotencyKey?: string,
): Promise<{ status: number; replayed: boolean; body: Record<string, unknown> }> {
  return t.app
    .inject({
      method: 'PUT',
      url: `/api/trips/${tripId}/document/registration`,
      headers: {
        authorization: `Bearer ${token}`,
        ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
      },
      payload: body as Record<string, unknown>,
    })
    .then((response) => ({
      status: response.statusCode,
      replayed: response.headers['idempotent-replayed'] === 'true',
      body: response.json(),
    }));
}

describe('the trip document', () => {
  let trip: Awaited<ReturnType<typeof deliveredTrip>>;
  let carrier: TripDocument;
  let shipper: TripDocument;

  beforeAll(async () => {
    trip = await deliveredTrip();
    const [forCarrier, forShipper] = await Promise.all([
      carrierDocument(trip.provider.token, trip.tripId),
      shipperDocument(trip.shipper.token, trip.loadId),
    ]);
    expect(forCarrier.status, JSON.stringify(forCarrier.body)).toBe(200);
    expect(forShipper.status, JSON.stringify(forShipper.body)).toBe(200);
    carrier = tripDocumentSchema.parse(forCarrier.body.data?.document);
    shipper = tripDocumentSchema.parse(forShipper.body.data?.document);
  }, 60_000);

  it('names the trip, the load and both parties with their legal details', () => {
    expect(carrier).toMatchObject({
      tripId: trip.tripId,
      tripNumber: trip.tripNumber,
      loadId: trip.loadId,
      loadNumber: expect.stringMatching(/^LD-\d+$/),
      status: 'completed',
      carrier: {
        name: 'Najd Haulage Co.',
        companyName: 'Najd Haulage',
        vatNumber: '310122393500003',
        crNumber: '1010123456',
        address: 'King Fahd Rd, Riyadh 12271',
        phone: `+966${trip.provider.phone}`,
      },
      shipper: { name: 'Al Harbi Trading', vatNumber: null, phone: `+966${trip.shipper.phone}` },
    });
    expect(Date.parse(carrier.generatedAt)).toBe(t.clock.now().getTime());
  });

  it('has the route with addresses, contacts and coordinates, the goods, truck and driver', () => {
    expect(carrier.route.pickup).toEqual({
      country: 'Saudi Arabia',
      city: 'Riyadh',
      address: '2nd Industrial City, Street 84',
      contactPerson: 'Fahad',
      contactNumber: '+966511111111',
      coordinates: PICKUP,
    });
    expect(carrier.route.delivery).toMatchObject({ address: 'Port Road, Gate 3' });
    expect(carrier.goods).toMatchObject({
      material: 'Portland cement',
      hsnCode: '2523.29',
      weight: { value: 12, unit: 'ton' },
      loadType: 'FTL',
    });
    expect(carrier.truck).toMatchObject({
      id: expect.stringMatching(/^TRK-/),
      model: 'Volvo FH',
      licensePlate: trip.truck.licensePlate,
    });
    expect(carrier.driver).toMatchObject({
      name: 'Salem',
      licenseNo: trip.driver.licenseNo,
      phone: trip.driver.phone,
    });
  });

  it('tells the timeline in order, with the arrivals and departures the positions stamped', () => {
    const events = carrier.timeline.map((entry) => entry.event);
    expect(events).toEqual([
      'posted',
      'trip_started',
      'out_to_collect',
      'arrived_pickup',
      'loaded',
      'departed_pickup',
      'out_to_unload',
      'arrived_delivery',
      'proof_signed',
      'completed',
    ]);
    const times = carrier.timeline.map((entry) => Date.parse(entry.at));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(carrier.stopWaits.pickup).toMatchObject({
      arrivedAt: trip.at.arrivedPickup,
      departedAt: trip.at.departedPickup,
      waitedMinutes: 40,
    });
    expect(carrier.stopWaits.delivery).toMatchObject({ arrivedAt: trip.at.arrivedDelivery });
  });

  it('lists every charge with its photos for the carrier, only the approved ones for the shipper', () => {
    expect(carrier.charges).toEqual([
      expect.objectContaining({
        reason: 'Border toll',
        approvedAmount: 45.5,
        status: 'approved',
        photos: [{ url: trip.approvedPhoto }],
      }),
      expect.objectContaining({ reason: 'Night parking', status: 'pending', photos: [] }),
    ]);
    expect(shipper.charges.map((charge) => charge.reason)).toEqual(['Border toll']);
    expect(carrier.price).toEqual({ basePrice: 1500, approvedCharges: 45.5, total: 1545.5 });
    expect(shipper.price).toEqual(carrier.price);
  });

  it('carries the proof of delivery and the trail', () => {
    expect(carrier.deliveryProof).toMatchObject({
      recipientName: 'Majed Al Dosari',
      signatureUrl: expect.stringMatching(/^\/api\/files\//),
      photos: [{ url: expect.stringMatching(/^\/api\/files\//) }],
      coordinates: near(DELIVERY),
      distanceFromDeliveryMeters: 111,
    });
    expect(carrier.trail).toEqual({
      points: [near(PICKUP), ROAD, near(DELIVERY)],
      received: 3,
      firstAt: trip.at.arrivedPickup,
      lastAt: trip.at.arrivedDelivery,
    });
    expect(shipper.deliveryProof).toEqual(carrier.deliveryProof);
    expect(shipper.trail).toEqual(carrier.trail);
  });

  it('fills the electronic transport document from the same facts', () => {
    expect(carrier.transportDocument).toEqual({
      registrationNumber: null,
      registeredAt: null,
      tripNumber: trip.tripNumber,
      loadNumber: carrier.loadNumber,
      tripDate: carrier.goods.scheduledDate,
      sender: carrier.shipper,
      consignee: { name: 'Majed Al Dosari', phone: '+966522222222' },
      carrier: carrier.carrier,
      origin: {
        country: 'Saudi Arabia',
        city: 'Riyadh',
        address: '2nd Industrial City, Street 84',
      },
      destination: { country: 'Saudi Arabia', city: 'Dammam', address: 'Port Road, Gate 3' },
      goods: {
        description: 'Portland cement',
        hsnCode: '2523.29',
        weight: { value: 12, unit: 'ton' },
        loadType: 'FTL',
      },
      fees: { amount: 1545.5, currency: 'SAR' },
      vehicle: { plate: trip.truck.licensePlate, type: '12M', model: 'Volvo FH' },
      driver: {
        name: 'Salem',
        licenceNumber: trip.driver.licenseNo,
        phone: `+966${trip.driver.phone}`,
      },
    });
  });

  it('thins a long trail to evenly spaced points, the first and the last kept', async () => {
    const link = await tripWithLink(t);
    const start = t.clock.now().getTime() - 1000 * 60_000;
    await t.db.insert(truckPositions).values(
      Array.from({ length: 1000 }, (_, index) => ({
        tripId: link.tripId,
        linkId: link.linkId,
        lng: 46 + index / 1000,
        lat: 24,
        accuracy: 5,
        recordedAt: new Date(start + index * 60_000),
        receivedAt: t.clock.now(),
      })),
    );
    const response = await carrierDocument(link.provider.token, link.tripId);
    const { trail } = response.body.data!.document;
    expect(trail.received).toBe(1000);
    expect(trail.points).toHaveLength(MAX_TRAIL_POINTS);
    expect(trail.points[0]).toEqual([46, 24]);
    expect(trail.points.at(-1)).toEqual([46.999, 24]);
    const longitudes = trail.points.map(([lng]) => lng);
    expect(longitudes).toEqual([...longitudes].sort((a, b) => a - b));
    expect(trail.firstAt).toBe(new Date(start).toISOString());
    expect(trail.lastAt).toBe(new Date(start + 999 * 60_000).toISOString());
  });

  it('shows a trip with no driver, truck or position yet with those parts empty', async () => {
    const provider = await signInProvider(t, 'Empty Haulage');
    const started = await startedTrip(t, provider);
    const response = await carrierDocument(provider.token, started.tripId);
    expect(response.status).toBe(200);
    expect(response.body.data?.document).toMatchObject({
      status: 'confirmed',
      driver: null,
      truck: null,
      deliveryProof: null,
      charges: [],
      trail: { points: [], received: 0, firstAt: null, lastAt: null },
      stopWaits: { pickup: null, delivery: null },
      transportDocument: { vehicle: null, driver: null, consignee: { name: 'Al Harbi Trading' } },
    });
  });
});

describe('who reads the trip document', () => {
  let trip: Awaited<ReturnType<typeof tripWithLink>>;
  beforeAll(async () => {
    trip = await tripWithLink(t);
  });

  it('answers the trip’s carrier and the load’s shipper', async () => {
    expect((await carrierDocument(trip.provider.token, trip.tripId)).status).toBe(200);
    expect((await shipperDocument(trip.shipper.token, trip.loadId)).status).toBe(200);
  });

  it('tells another carrier and another shipper it is not found', async () => {
    const otherCarrier = await signInProvider(t, 'Other Lines');
    const otherShipper = await signInShipper(t, 'Other Trading');
    const carrier = await carrierDocument(otherCarrier.token, trip.tripId);
    expect(carrier).toEqual({ status: 404, body: { success: false, msg: 'Trip not found' } });
    const shipper = await shipperDocument(otherShipper.token, trip.loadId);
    expect(shipper).toEqual({ status: 404, body: { success: false, msg: 'Load not found' } });
  });

  it('refuses each role the other’s route, and a caller without a session', async () => {
    expect((await carrierDocument(trip.shipper.token, trip.tripId)).status).toBe(403);
    expect((await shipperDocument(trip.provider.token, trip.loadId)).status).toBe(403);
    expect((await call(t, 'GET', `/api/trips/${trip.tripId}/document`)).status).toBe(401);
    expect((await call(t, 'GET', `/api/loads/${trip.loadId}/document`)).status).toBe(401);
  });

  it('tells the shipper there is none before the trip starts, and 404 for ids that are not', async () => {
    const shipper = await signInShipper(t);
    const loadId = await postLoad(t, shipper.token);
    expect(await shipperDocument(shipper.token, loadId)).toEqual({
      status: 409,
      body: {
        success: false,
        msg: 'There is no trip document for this load yet: it is made once the carrier starts the trip.',
      },
    });
    expect((await carrierDocument(trip.provider.token, trip.loadId)).status).toBe(404);
    expect((await carrierDocument(trip.provider.token, 'not-a-uuid')).status).toBe(404);
  });
});

describe('PUT /api/trips/{id}/document/registration', () => {
  let trip: Awaited<ReturnType<typeof tripWithLink>>;
  beforeAll(async () => {
    trip = await tripWithLink(t);
  });

  it('keeps the number trimmed, answers it, and the document carries it to both parties', async () => {
    const saved = await register(trip.provider.token, trip.tripId, {
      registrationNumber: '  TGA-2026-0042  ',
    });
    expect(saved).toEqual({
      status: 200,
      replayed: false,
      body: {
        success: true,
        msg: 'Registration number saved',
        data: { registrationNumber: 'TGA-2026-0042', registeredAt: t.clock.now().toISOString() },
      },
    });
    const forShipper = await shipperDocument(trip.shipper.token, trip.loadId);
    expect(forShipper.body.data?.document.transportDocument).toMatchObject({
      registrationNumber: 'TGA-2026-0042',
      registeredAt: t.clock.now().toISOString(),
    });
  });

  it('replaces a number saved before', async () => {
    await register(trip.provider.token, trip.tripId, { registrationNumber: 'A1' });
    t.clock.advance(60_000);
    const again = await register(trip.provider.token, trip.tripId, { registrationNumber: 'B2' });
    expect(again.body).toMatchObject({ data: { registrationNumber: 'B2' } });
    const read = await carrierDocument(trip.provider.token, trip.tripId);
    expect(read.body.data?.document.transportDocument).toMatchObject({
      registrationNumber: 'B2',
      registeredAt: t.clock.now().toISOString(),
    });
  });

  it.each([
    ['empty', ''],
    ['only spaces', '   '],
    ['41 characters', 'A'.repeat(41)],
    ['a space inside', 'TGA 42'],
    ['Arabic letters', 'رقم42'],
    ['a slash', 'TGA/42'],
    ['a number', 42],
  ])('refuses %s', async (_, registrationNumber) => {
    const refused = await register(trip.provider.token, trip.tripId, { registrationNumber });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({
      success: false,
      msg: 'Enter the registration number as 1 to 40 letters, digits or dashes, as the transport authority gave it.',
    });
  });

  it('takes 40 characters, and refuses fields it does not know', async () => {
    const longest = 'A-1'.repeat(13) + 'Z';
    const saved = await register(trip.provider.token, trip.tripId, {
      registrationNumber: longest,
    });
    expect(saved.status).toBe(200);
    const extra = await register(trip.provider.token, trip.tripId, {
      registrationNumber: 'A1',
      tripId: trip.tripId,
    });
    expect(extra.status).toBe(400);
  });

  it('answers a repeat of the same Idempotency-Key with the first answer, a changed body with 422', async () => {
    const key = 'register-once';
    const first = await register(
      trip.provider.token,
      trip.tripId,
      { registrationNumber: 'R-1' },
      key,
    );
    t.clock.advance(60_000);
    const second = await register(
      trip.provider.token,
      trip.tripId,
      { registrationNumber: 'R-1' },
      key,
    );
    expect(first.status).toBe(200);
    expect(second).toEqual({ ...first, replayed: true });
    const changed = await register(
      trip.provider.token,
      trip.tripId,
      { registrationNumber: 'R-2' },
      key,
    );
    expect(changed.status).toBe(422);
    const read = await carrierDocument(trip.provider.token, trip.tripId);
    expect(read.body.data?.document.transportDocument.registrationNumber).toBe('R-1');
  });

  it('is the trip’s carrier’s only: another carrier 404, the shipper 403, nothing saved', async () => {
    const other = await signInProvider(t, 'Other Carriers');
    const byOther = await register(other.token, trip.tripId, { registrationNumber: 'X-1' });
    expect(byOther.status).toBe(404);
    const byShipper = await register(trip.shipper.token, trip.tripId, {
      registrationNumber: 'X-1',
    });
    expect(byShipper.status).toBe(403);
    const read = await carrierDocument(trip.provider.token, trip.tripId);
    expect(read.body.data?.document.transportDocument.registrationNumber).not.toBe('X-1');
  });

  it('refuses a cancelled trip', async () => {
    const cancelled = await tripWithLink(t);
    await setTripStatus(t, cancelled.tripId, 'cancelled');
    const refused = await register(cancelled.provider.token, cancelled.tripId, {
      registrationNumber: 'C-1',
    });
    expect(refused).toMatchObject({
      status: 409,
      body: { msg: 'This trip was cancelled: its transport document cannot be registered.' },
    });
  });
});
