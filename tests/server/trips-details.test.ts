import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TripDetails } from '../../src/contract/trips';
import { trips } from '../../server/modules/trips/trips.schema';
import { addDriver, setTripStatus, startedTrip, tripRow } from './support/fleet';
import { addTruck, call, loadRow, signInProvider, signInShipper } from './support/marketplace';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ OTP_SENDS_PER_IP_PER_HOUR: '1000' });
});
afterAll(async () => t.close());

const tripById = (tripId: string, token: string) =>
  call<TripDetails>(t, 'GET', `/api/trips/getbyid/${tripId}`, { token });

const pickup = {
  type: 'source',
  address: 'Gate 4, Second Industrial City',
  contactPerson: 'Faisal',
  contactNumber: '+966512345678',
  coordinates: [46.8, 24.6],
};

/** A trip of 'Desert Line' whose shipper gave full pickup details. */
async function tripWithContacts() {
  const provider = await signInProvider(t, 'Desert Line');
  const shipper = await signInShipper(t);
  const truck = await addTruck(t, provider.groupId, { model: 'Volvo FH 460' });
  const trip = await startedTrip(t, provider, { shipper, truckId: truck.id });
  await call(t, 'PUT', `/api/loads/${trip.loadId}/location`, {
    body: pickup,
    token: shipper.token,
  });
  return { provider, truck, ...trip };
}

describe('GET /api/trips/getbyid/:id', () => {
  it('shows the owning group the trip with its load, stops, driver, truck and charges', async () => {
    const { provider, truck, tripId, tripNumber, loadId, quoteId } = await tripWithContacts();
    const driver = await addDriver(t, provider.groupId, { name: 'Salem', phone: '512000111' });
    await t.db.update(trips).set({ driverId: driver.id }).where(eq(trips.id, tripId));
    const [load, row] = [await loadRow(t, loadId), await tripRow(t, tripId)];

    const response = await tripById(tripId, provider.token);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      success: true,
      data: {
        _id: tripId,
        id: tripNumber,
        tripNumber,
        status: 'confirmed',
        loadId,
        quoteId,
        driverId: driver.id,
        truckId: truck.id,
        basePrice: 1500,
        currency: 'SAR',
        loadDetails: {
          _id: loadId,
          id: `LD-${load.number}`,
          status: 'confirmed',
          source: {
            country: 'Saudi Arabia',
            city: 'Riyadh',
            address: pickup.address,
            contactPerson: 'Faisal',
            contactNumber: '+966512345678',
            coordinates: [46.8, 24.6],
          },
          destination: {
            country: 'United Arab Emirates',
            city: 'Dubai',
            address: null,
            contactPerson: null,
            contactNumber: null,
            coordinates: null,
          },
          material: 'Cement bags',
          hsnCode: '2523.29',
          weight: { value: 12, unit: 'ton' },
          loadType: 'FTL',
          truckType: '12M',
          truckSubType: 'curtain side',
          scheduledDate: '2026-11-25T06:00:00.000Z',
          timestamp: {
            loadReadyAt: null,
            outToCollectAt: null,
            loadedAt: null,
            outToUnloadAt: null,
            completedAt: null,
          },
          loadImage: null,
        },
        driverDetails: {
          _id: driver.id,
          id: `DRV-${driver.number}`,
          name: 'Salem',
          phone: '512000111',
          countryCode: '+966',
          licenseNo: driver.licenseNo,
        },
        truckDetails: {
          _id: truck.id,
          id: `TRK-${truck.number}`,
          model: 'Volvo FH 460',
          type: '12M',
          truckOption: 'closed box',
          licensePlate: truck.licensePlate,
        },
        truckGroup: { name: 'Desert Line' },
        timestamp: {
          createdAt: row.createdAt.toISOString(),
          updatedAt: row.updatedAt.toISOString(),
          confirmAt: row.confirmAt?.toISOString(),
        },
        charges: { basePrice: 1500, driverCharges: [] },
        price: { basePrice: 1500, approvedCharges: 0, total: 1500 },
        // No position reported yet.
        location: null,
        deliveryProof: null,
        proofSettings: { photosRequired: false },
        stopWaits: { pickup: null, delivery: null },
      },
    });
  });

  it('shows no driver or truck before they are assigned', async () => {
    const provider = await signInProvider(t);
    const { tripId } = await startedTrip(t, provider);
    const trip = (await tripById(tripId, provider.token)).body.data;
    expect(trip).toMatchObject({ driverId: null, truckId: null });
    expect(trip?.driverDetails).toBeNull();
    expect(trip?.truckDetails).toBeNull();
  });

  it('hides the stops’ contacts again once the trip is cancelled', async () => {
    const { provider, tripId } = await tripWithContacts();
    await setTripStatus(t, tripId, 'cancelled');
    const trip = (await tripById(tripId, provider.token)).body.data;
    expect(trip?.status).toBe('cancelled');
    expect(trip?.loadDetails.source).toMatchObject({ address: null, contactNumber: null });
  });

  it('is not found for another provider group, for any shipper, and for an unknown id', async () => {
    const { shipper, tripId } = await tripWithContacts();
    const notFound = { success: false, msg: 'Trip not found' };
    const rival = await signInProvider(t, 'Rival Haulage');
    for (const token of [rival.token, shipper.token, (await signInShipper(t)).token]) {
      const response = await tripById(tripId, token);
      expect(response.status).toBe(404);
      expect(response.body).toEqual(notFound);
    }
    const unknown = await tripById('00000000-0000-4000-8000-000000000000', rival.token);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual(notFound);
    expect((await tripById(tripId, '')).status).toBe(401);
    // An id that cannot exist is not found either (the error handler's rule for path params).
    const malformed = await tripById('not-a-uuid', rival.token);
    expect(malformed.status).toBe(404);
    expect(malformed.body).toEqual(notFound);
  });
});
