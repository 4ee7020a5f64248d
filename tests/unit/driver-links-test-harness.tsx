import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'react-hot-toast';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { vi } from 'vitest';
import type { DriverLink } from '../../src/contract/driver-links';
import type { TripDetails } from '../../src/contract/trips';
import { DriverLinksPage } from '../../src/features/driver-links/driver-links-page';
import type { DriverCharge } from '../../src/features/driver-links/api/driver-link-details';
import { DRIVER_ID, makeTripDetails, TRIP_ID, TRUCK_ID } from './trips-test-harness';

export const LINK_ID = 'AbCdEfGhIjKlMnOpQrStUv';
export const OTHER_LINK_ID = 'ZyXwVuTsRqPoNmLkJiHgFe';
export const CHARGE_ID = '8f5d4b9a-0c1e-4f2a-9b3c-5d6e7f809112';

/** The Driver Tracking Links list asks for its first page; filters and the export ask more. */
export const providerLinks = (query: string) => `GET /api/driver-links/provider?${query}`;
export const PROVIDER_LINKS = providerLinks('page=1&limit=20');
export const TRIP_LINKS = `GET /api/driver-links/trip/${TRIP_ID}`;
export const CREATE_LINK = 'POST /api/driver-links/create';
export const linkDetails = (id = LINK_ID) => `GET /api/driver-links/details/${id}`;
export const deactivate = (id = LINK_ID) => `PUT /api/driver-links/deactivate/${id}`;
export const decision = (id = CHARGE_ID) => `PUT /api/trip-charges/${id}/decision`;

export function makeLink(overrides: Partial<DriverLink> = {}): DriverLink {
  const id = overrides._id ?? LINK_ID;
  return {
    _id: id,
    id: 'DL-3',
    isActive: true,
    linkUrl: `/trip/${TRIP_ID}/details/${id}`,
    createdAt: '2030-05-03T09:30:00.000Z',
    deviceHash: null,
    boundAt: null,
    otherVisitorAt: null,
    tripId: {
      _id: TRIP_ID,
      tripNumber: 'TR-12',
      origin: { city: 'Riyadh', country: 'Saudi Arabia' },
      destination: { city: 'Kuwait City', country: 'Kuwait' },
      status: 'confirmed',
      currency: 'KWD',
    },
    driverId: { _id: DRIVER_ID, name: 'Omar Khalid', phone: '+966501234567' },
    ...overrides,
  };
}

export function makeCharge(overrides: Partial<DriverCharge> = {}): DriverCharge {
  return {
    _id: CHARGE_ID,
    reason: 'Toll at the border',
    amount: 12.25,
    approvedAmount: 0,
    status: 'pending',
    createdAt: '2030-05-10T12:00:00.000Z',
    images: [],
    ...overrides,
  };
}

/** A trip a link can be made for: driver and truck both assigned. */
export function makeAssignedTrip(overrides: Partial<TripDetails> = {}): TripDetails {
  return makeTripDetails({
    driverId: DRIVER_ID,
    truckId: TRUCK_ID,
    driverDetails: {
      _id: DRIVER_ID,
      id: 'DRV-7',
      name: 'Omar Khalid',
      phone: '501234567',
      countryCode: '+966',
      licenseNo: 'KSA-99812',
    },
    truckDetails: {
      _id: TRUCK_ID,
      id: 'TRK-3',
      model: 'Volvo FH',
      type: '12M',
      truckOption: 'curtain side',
      licensePlate: 'ABC 1234',
    },
    ...overrides,
  });
}

/** The clipboard as a test wants it; set after userEvent.setup(), which installs its own. */
export function stubClipboard(writeText: (text: string) => Promise<void> = async () => {}) {
  const spy = vi.fn(writeText);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText: spy }, configurable: true });
  return spy;
}

export function renderDriverLinksPage() {
  const user = userEvent.setup();
  const router = createMemoryRouter(
    [
      { path: '/driver-links', element: <DriverLinksPage /> },
      { path: '/trips', element: <h1>Trips page</h1> },
    ],
    { initialEntries: ['/driver-links'] },
  );
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
