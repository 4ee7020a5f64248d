// Every driver write goes through the Dexie outbox first (docs/architecture.md §7).
import 'fake-indexeddb/auto';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, configure, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, vi } from 'vitest';
import type { DeliveryProof } from '../../src/contract/delivery-proofs';
import type { LinkTripView } from '../../src/contract/driver-links';
import type { DriverCharge, LinkDetails } from '../../src/features/driver-page/api/link-details';
import { DriverLinkPage } from '../../src/features/driver-page/driver-link-page';
import { driverDb } from '../../src/lib/driver-db';
import { matchDriverPagePath } from '../../src/lib/link-manifest';

/**
 * fake-indexeddb clones with Node's structuredClone, whose ArrayBuffers belong to another realm
 * than jsdom's globals; Dexie's update then fails to recognise them and stores `{}`. A browser
 * has one realm, so this only makes the test environment behave like one: clones come back with
 * this realm's ArrayBuffers. Needed wherever a charge's photos sit in the outbox.
 */
function intoThisRealm(value: unknown): unknown {
  if (!value || typeof value !== 'object') return value;
  if (Object.prototype.toString.call(value) === '[object ArrayBuffer]') {
    return value instanceof ArrayBuffer
      ? value
      : new Uint8Array(value as ArrayBuffer).slice().buffer;
  }
  if (Array.isArray(value)) return value.map(intoThisRealm);
  // Only plain objects are walked (tagged, as their prototype may be the other realm's too).
  if (Object.prototype.toString.call(value) !== '[object Object]') return value;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, intoThisRealm(item)]));
}

export function cloneIntoThisRealm() {
  const nodeClone = globalThis.structuredClone;
  if ((nodeClone as { thisRealm?: boolean }).thisRealm) return;
  const clone = (value: unknown, options?: StructuredSerializeOptions) =>
    intoThisRealm(nodeClone(value, options));
  globalThis.structuredClone = Object.assign(clone, { thisRealm: true }) as typeof structuredClone;
}
cloneIntoThisRealm();

export const TRIP_ID = '3a0e9c4b-5d6f-4a7b-8c9d-0e1f2a3b4c5d';
export const LINK_ID = 'AbCdEfGhIjKlMnOpQrSt_-';
export const DEVICE_KEY = 'k'.repeat(43);
export const PAGE_URL = `/trip/${TRIP_ID}/details/${LINK_ID}`;

export const VERIFY = `POST /api/driver-links/verify-device/${LINK_ID}`;
export const TRIP = `GET /api/trips/getbyid/${TRIP_ID}`;
export const DETAILS = `GET /api/driver-links/details/${LINK_ID}`;
export const STATUS = `PUT /api/trips/update/status/${TRIP_ID}`;
export const CHARGE = 'POST /api/trip-charges/add';
export const LOCATION = `POST /api/driver-links/${LINK_ID}/location`;
export const PROOF = `POST /api/driver-links/${LINK_ID}/delivery-proof`;

export function setUpDriverPageTests() {
  // The page's chunks (the trip view, the outbox's Dexie) load lazily, and a file's first test
  // waits for Vite to transform them: seconds on a shared 2-core machine, not a slow page.
  configure({ asyncUtilTimeout: 10_000 });
  beforeEach(() => {
    localStorage.clear();
    // jsdom's Blob is not Node's: object URLs are stand-ins here.
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:preview');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  });
  afterEach(async () => {
    // The page first, so its replay and live queries stop before the outbox is emptied.
    cleanup();
    await driverDb().outbox.clear();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    vi.clearAllMocks();
  });
}

export type Reply = { status?: number; body?: unknown } | 'offline' | 'never';
export type Call = {
  method: string;
  url: string;
  body: unknown;
  /** A multipart body (the charge upload), as sent. */
  form: FormData | undefined;
  headers: Record<string, string>;
};

export const ok = (data: unknown): Reply => ({ body: { success: true, data } });
export const refuse = (status: number, msg?: string): Reply => ({
  status,
  body: { success: false, msg },
});

/** fetch answering 'METHOD /path'; the last reply repeats. Any other call fails the test. */
export function mockApi(replies: Record<string, Reply[]>) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const url = String(input);
      const headers = Object.fromEntries(
        Object.entries((init.headers ?? {}) as Record<string, string>).map(([name, value]) => [
          name.toLowerCase(),
          value,
        ]),
      );
      calls.push({
        method,
        url,
        headers,
        body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
        form: init.body instanceof FormData ? init.body : undefined,
      });
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

export const callsTo = (calls: Call[], key: string) =>
  calls.filter((call) => `${call.method} ${call.url}` === key);

export function makeLinkTrip(overrides: Partial<LinkTripView> = {}): LinkTripView {
  return {
    _id: TRIP_ID,
    tripNumber: 'TR-12',
    status: 'confirmed',
    isActive: true,
    currency: 'KWD',
    createdAt: '2030-05-02T12:00:00.000Z',
    loadDetails: {
      source: {
        city: 'Riyadh',
        country: 'Saudi Arabia',
        address: 'Gate 4, Second Industrial City',
        contactPerson: null,
        contactNumber: null,
        coordinates: null,
      },
      destination: {
        city: 'Kuwait City',
        country: 'Kuwait',
        address: null,
        contactPerson: null,
        contactNumber: null,
        coordinates: null,
      },
      material: 'Steel coils',
      weight: { value: 12, unit: 'ton' },
      weightKg: 12000,
      scheduledDate: '2030-05-10T12:00:00.000Z',
    },
    driverDetails: { name: 'Omar Khalid', licenseNo: 'KSA-99812', phone: '+966501234567' },
    truckDetails: { model: 'Volvo FH', type: '12M', licensePlate: 'ABC 1234' },
    truckGroup: { name: 'Gulf Haulage' },
    price: { basePrice: 1250.5, approvedCharges: 0, total: 1250.5 },
    deliveryProof: null,
    proofSettings: { photosRequired: false },
    ...overrides,
  };
}

export function makeDeliveryProof(overrides: Partial<DeliveryProof> = {}): DeliveryProof {
  return {
    recipientName: 'Fatima Saleh',
    signatureUrl: '/api/files/sig-1',
    photos: [{ url: '/api/files/photo-1' }],
    coordinates: [47.97, 29.37],
    accuracy: 12,
    recordedAt: '2030-05-11T09:30:00.000Z',
    receivedAt: '2030-05-11T09:30:05.000Z',
    distanceFromDeliveryMeters: 40,
    ...overrides,
  };
}

export function makeCharge(overrides: Partial<DriverCharge> = {}): DriverCharge {
  return {
    _id: 'c1',
    reason: 'Toll',
    amount: 5,
    approvedAmount: 0,
    status: 'pending',
    createdAt: '2030-05-03T12:00:00.000Z',
    images: [],
    ...overrides,
  };
}

export function makeLinkDetails(charges: DriverCharge[] = []): LinkDetails {
  return {
    link: {
      _id: LINK_ID,
      id: 'DL-3',
      isActive: true,
      linkUrl: PAGE_URL,
      createdAt: '2030-05-02T12:00:00.000Z',
      deviceHash: 'bound',
      boundAt: '2030-05-02T12:05:00.000Z',
      otherVisitorAt: null,
      tripId: {
        _id: TRIP_ID,
        tripNumber: 'TR-12',
        origin: { city: 'Riyadh', country: 'Saudi Arabia' },
        destination: { city: 'Kuwait City', country: 'Kuwait' },
        status: 'confirmed',
        currency: 'KWD',
      },
      driverId: { _id: 'd1', name: 'Omar Khalid', phone: '+966501234567' },
    },
    charges,
  };
}

export const verified = (isActive = true) => ok({ verified: true, isActive });

/** The usual answers for a verified, active link; override what a test is about. */
export function linkApi(overrides: Record<string, Reply[]> = {}) {
  return mockApi({
    [VERIFY]: [verified()],
    [TRIP]: [ok(makeLinkTrip())],
    [DETAILS]: [ok(makeLinkDetails())],
    ...overrides,
  });
}

/** The page at `url`, as the driver app (src/app/driver-app.tsx) renders it there. */
export function DriverPageAt({ url = PAGE_URL }: { url?: string }) {
  const link = matchDriverPagePath(new URL(url, 'http://localhost').pathname);
  return <DriverLinkPage tripId={link?.tripId ?? ''} linkId={link?.linkId ?? ''} />;
}

export function renderDriverPage(url = PAGE_URL) {
  const user = userEvent.setup();
  window.history.replaceState(null, '', url);
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={client}>
      <DriverPageAt url={url} />
    </QueryClientProvider>,
  );
  return { user, client };
}
