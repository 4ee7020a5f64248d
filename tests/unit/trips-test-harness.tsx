import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast, { Toaster } from 'react-hot-toast';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, vi } from 'vitest';
import { SessionContext, type SessionState } from '../../src/app/session-context';
import type { UserType } from '../../src/contract/user';
import type { Driver } from '../../src/contract/drivers';
import type { TripDetails, TripListItem } from '../../src/contract/trips';
import type { Truck } from '../../src/contract/trucks';
import { TripDetailsPage } from '../../src/features/trips/trip-details-page';
import { TripsPage } from '../../src/features/trips/trips-page';

export const TRIP_ID = '3a0e9c4b-5d6f-4a7b-8c9d-0e1f2a3b4c5d';
export const LOAD_ID = '4b1f0d5c-6e7a-4b8c-9d0e-1f2a3b4c5d6e';
export const DRIVER_ID = '5c2a1e6d-7f8b-4c9d-8e1f-2a3b4c5d6e7f';
export const TRUCK_ID = '6d3b2f7e-8a9c-4d0e-9f2a-3b4c5d6e7f80';

export const MY_TRIPS = 'POST /api/trips/getmytrips';
export const TRIP_DETAILS = `GET /api/trips/getbyid/${TRIP_ID}`;
export const ASSIGN = `POST /api/trips/${TRIP_ID}/assign`;
export const DRIVERS = 'GET /api/drivers?status=active';
export const TRUCKS = 'GET /api/trucks?status=active';

export function setUpTripsTests() {
  configure({ asyncUtilTimeout: 4000 });
  beforeEach(() => {
    localStorage.clear();
    localStorage.setItem('token', 'provider-token');
  });
  afterEach(() => {
    toast.remove();
    vi.unstubAllGlobals();
  });
}

export type Reply = { status?: number; body?: unknown } | 'offline' | 'never';
export type Call = { method: string; url: string; body: unknown };

/**
 * fetch answering 'METHOD /path' from a list of replies; the last one repeats, so refetches get
 * an answer. 'never' leaves the call pending. Any other call fails the test.
 */
export function mockApi(replies: Record<string, Reply[]>) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const url = String(input);
      calls.push({ method, url, body: init.body ? JSON.parse(String(init.body)) : undefined });
      const queue = replies[`${method} ${url}`];
      const reply = queue && queue.length > 1 ? queue.shift() : queue?.[0];
      if (!reply) throw new Error(`Unexpected call ${method} ${url}`);
      if (reply === 'offline') throw new TypeError('Failed to fetch');
      if (reply === 'never') return new Promise<Response>(() => {});
      return new Response(JSON.stringify(reply.body ?? { success: true }), {
        status: reply.status ?? 200,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return calls;
}

export function callsTo(calls: Call[], key: string): Call[] {
  return calls.filter((call) => `${call.method} ${call.url}` === key);
}

export const ok = (data: unknown): Reply => ({ body: { success: true, data } });

/** getmytrips' answer: one page of trips, with the pagination of all that match. */
export const tripsPage = (
  rows: TripListItem[],
  { page = 1, total = rows.length }: { page?: number; total?: number } = {},
): Reply => ({
  body: {
    success: true,
    data: rows,
    pagination: { page, limit: 20, total, totalPages: Math.max(1, Math.ceil(total / 20)) },
  },
});

export function makeTripRow(overrides: Partial<TripListItem> = {}): TripListItem {
  return {
    _id: TRIP_ID,
    id: 'TR-12',
    status: 'confirmed',
    loadId: LOAD_ID,
    loadDisplayId: 'LD-1042',
    origin: { city: 'Riyadh', country: 'Saudi Arabia' },
    destination: { city: 'Dubai', country: 'United Arab Emirates' },
    scheduledDate: '2030-05-10T12:00:00.000Z',
    createdAt: '2030-05-02T12:00:00.000Z',
    driverDetails: null,
    truckDetails: null,
    basePrice: 1250.5,
    currency: 'SAR',
    ...overrides,
  };
}

export function makeTripDetails(overrides: Partial<TripDetails> = {}): TripDetails {
  return {
    _id: TRIP_ID,
    id: 'TR-12',
    tripNumber: 'TR-12',
    status: 'confirmed',
    loadId: LOAD_ID,
    quoteId: '7e4c3a8f-9b0d-4e1f-8a3b-4c5d6e7f8091',
    driverId: null,
    truckId: null,
    basePrice: 1250.5,
    currency: 'KWD',
    loadDetails: {
      _id: LOAD_ID,
      id: 'LD-1042',
      status: 'confirmed',
      source: {
        country: 'Saudi Arabia',
        city: 'Riyadh',
        address: 'Gate 4, Second Industrial City',
        contactPerson: 'Faisal Al-Harbi',
        contactNumber: '+966501112233',
        coordinates: null,
      },
      destination: {
        country: 'Kuwait',
        city: 'Kuwait City',
        address: null,
        contactPerson: null,
        contactNumber: null,
        coordinates: null,
      },
      material: 'Steel coils',
      hsnCode: '7208',
      weight: { value: 12, unit: 'ton' },
      loadType: 'FTL',
      truckType: '12M',
      truckSubType: 'curtain side',
      scheduledDate: '2030-05-10T12:00:00.000Z',
      timestamp: {
        loadReadyAt: '2030-05-09T12:00:00.000Z',
        outToCollectAt: null,
        loadedAt: null,
        outToUnloadAt: null,
        completedAt: null,
      },
      loadImage: null,
    },
    driverDetails: null,
    truckDetails: null,
    truckGroup: { name: 'Gulf Haulage' },
    timestamp: {
      createdAt: '2030-05-02T12:00:00.000Z',
      updatedAt: '2030-05-02T12:00:00.000Z',
      confirmAt: '2030-05-02T12:00:00.000Z',
    },
    charges: { basePrice: 1250.5, driverCharges: [] },
    price: { basePrice: 1250.5, approvedCharges: 0, total: 1250.5 },
    location: null,
    stopWaits: { pickup: null, delivery: null },
    deliveryProof: null,
    proofSettings: { photosRequired: false },
    ...overrides,
  };
}

export function makeDriver(overrides: Partial<Driver> = {}): Driver {
  return {
    _id: DRIVER_ID,
    id: 'DRV-7',
    name: 'Omar Khalid',
    phone: '501234567',
    countryCode: '+966',
    country: 'Saudi Arabia',
    licenseNo: 'KSA-99812',
    status: 'active',
    createdAt: '2030-01-01T00:00:00.000Z',
    updatedAt: '2030-01-01T00:00:00.000Z',
    docs: { urls: [] },
    ...overrides,
  };
}

export function makeTruck(overrides: Partial<Truck> = {}): Truck {
  return {
    _id: TRUCK_ID,
    id: 'TRK-3',
    name: 'Big blue',
    model: 'Volvo FH',
    type: '12M',
    truckOption: 'curtain side',
    licensePlate: 'ABC 1234',
    weight: 20,
    weightUnit: 'ton',
    status: 'active',
    createdAt: '2030-01-01T00:00:00.000Z',
    updatedAt: '2030-01-01T00:00:00.000Z',
    docs: { urls: [] },
    ...overrides,
  };
}

export function renderTrips(
  initialEntry = '/trips',
  { userType = 'provider' }: { userType?: UserType } = {},
) {
  const user = userEvent.setup();
  const session: SessionState = { user: null, userType, signOut: async () => {} };
  const router = createMemoryRouter(
    [
      {
        path: '/trips',
        element: (
          <SessionContext.Provider value={session}>
            <TripsPage />
          </SessionContext.Provider>
        ),
      },
      {
        path: '/trips/:tripId',
        element: (
          <SessionContext.Provider value={session}>
            <TripDetailsPage />
          </SessionContext.Provider>
        ),
      },
      { path: '/drivers', element: <h1>Drivers page</h1> },
      { path: '/trucks', element: <h1>Trucks page</h1> },
      { path: '/find-loads', element: <h1>Find Loads page</h1> },
    ],
    { initialEntries: [initialEntry] },
  );
  // No retries: a failed call shows its message at once.
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: 30_000 }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return { user, router };
}

/** The search part of the URL as the router holds it now. */
export function currentSearch(router: ReturnType<typeof renderTrips>['router']): URLSearchParams {
  return new URLSearchParams(router.state.location.search);
}
