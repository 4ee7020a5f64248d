import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast, { Toaster } from 'react-hot-toast';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, vi } from 'vitest';
import i18n from '../../src/app/i18n';
import type { Invoice, SupplementaryInvoice } from '../../src/contract/invoices';
import type { TripDocument } from '../../src/contract/trip-documents';
import {
  CarrierInvoicePage,
  ShipperInvoicePage,
} from '../../src/features/paperwork/invoice/invoice-pages';
import {
  CarrierTripDocumentPage,
  ShipperTripDocumentPage,
} from '../../src/features/paperwork/trip-document/trip-document-pages';

export const TRIP_ID = '3a0e9c4b-5d6f-4a7b-8c9d-0e1f2a3b4c5d';
export const LOAD_ID = '4b1f0d5c-6e7a-4b8c-9d0e-1f2a3b4c5d6e';
export const SIGNATURE_URL = '/api/files/9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';
export const PHOTO_URL = '/api/files/8b7c6d5e-4f3a-4b2c-9d1e-0f9a8b7c6d5e';
export const CHARGE_PHOTO_URL = '/api/files/7c6d5e4f-3a2b-4c1d-8e0f-9a8b7c6d5e4f';

export function setUpPaperworkTests() {
  beforeEach(() => {
    localStorage.clear();
    localStorage.setItem('token', 'session-token');
    // Stored images become object URLs; jsdom has none.
    URL.createObjectURL = vi.fn(() => 'blob:stored-image');
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(async () => {
    toast.remove();
    vi.unstubAllGlobals();
    await i18n.changeLanguage('en');
  });
}

const party = (name: string, overrides: Partial<TripDocument['shipper']> = {}) => ({
  name,
  companyName: name,
  contactName: 'Hind Al Saud',
  phone: '+966500000001',
  vatNumber: null,
  crNumber: null,
  address: 'King Fahd Road, Riyadh',
  ...overrides,
});

export function makeTripDocument(overrides: Partial<TripDocument> = {}): TripDocument {
  const shipper = party('Al Harbi Trading');
  const carrier = party('Najd Haulage Co.', {
    companyName: 'Najd Haulage',
    contactName: 'Omar Khalid',
    phone: '+966500000002',
    vatNumber: '310122393500003',
    crNumber: '1010123456',
    address: 'Al Olaya, Riyadh 12271',
  });
  return {
    tripId: TRIP_ID,
    tripNumber: 'TR-12',
    loadId: LOAD_ID,
    loadNumber: 'LD-1042',
    status: 'completed',
    generatedAt: '2030-05-12T09:00:00.000Z',
    shipper,
    carrier,
    route: {
      pickup: {
        country: 'Saudi Arabia',
        city: 'Riyadh',
        address: '2nd Industrial City, Street 84',
        contactPerson: 'Fahad',
        contactNumber: '+966511111111',
        coordinates: [46.8, 24.6],
      },
      delivery: {
        country: 'Saudi Arabia',
        city: 'Dammam',
        address: 'Port Road, Gate 3',
        contactPerson: 'Majed Al Dosari',
        contactNumber: '+966522222222',
        coordinates: [50.1, 26.4],
      },
    },
    goods: {
      material: 'Portland cement',
      hsnCode: '2523.29',
      weight: { value: 24, unit: 'ton' },
      loadType: 'FTL',
      truckType: '12M',
      truckSubType: 'curtain side',
      scheduledDate: '2030-05-10T06:00:00.000Z',
    },
    truck: {
      _id: '6d3b2f7e-8a9c-4d0e-9f2a-3b4c5d6e7f80',
      id: 'TRK-3',
      model: 'Volvo FH',
      type: '12M',
      truckOption: 'curtain side',
      licensePlate: 'RUH 4821',
    },
    driver: {
      _id: '5c2a1e6d-7f8b-4c9d-8e1f-2a3b4c5d6e7f',
      id: 'DRV-7',
      name: 'Salem Al Harthy',
      phone: '501234567',
      countryCode: '+966',
      licenseNo: 'SA-DL-99812',
    },
    timeline: [
      { event: 'posted', at: '2030-05-02T08:00:00.000Z' },
      { event: 'arrived_pickup', at: '2030-05-10T06:10:00.000Z' },
      { event: 'arrived_delivery', at: '2030-05-10T13:00:00.000Z' },
      { event: 'proof_signed', at: '2030-05-10T13:30:00.000Z' },
      { event: 'completed', at: '2030-05-10T13:35:00.000Z' },
    ],
    stopWaits: {
      pickup: {
        arrivedAt: '2030-05-10T06:10:00.000Z',
        departedAt: '2030-05-10T08:25:00.000Z',
        waitedMinutes: 135,
        stillThere: false,
        freeMinutes: 120,
        extraMinutes: 15,
        waitingCharged: false,
      },
      delivery: null,
    },
    currency: 'SAR',
    price: { basePrice: 2750, approvedCharges: 57.5, total: 2807.5 },
    charges: [
      {
        reason: 'Port gate toll',
        amount: 57.5,
        approvedAmount: 57.5,
        status: 'approved',
        createdAt: '2030-05-10T12:00:00.000Z',
        photos: [{ url: CHARGE_PHOTO_URL }],
      },
    ],
    deliveryProof: {
      recipientName: 'Majed Al Dosari',
      signatureUrl: SIGNATURE_URL,
      photos: [{ url: PHOTO_URL }],
      coordinates: [50.1, 26.4008],
      accuracy: 9,
      recordedAt: '2030-05-10T13:30:00.000Z',
      receivedAt: '2030-05-10T13:30:05.000Z',
      distanceFromDeliveryMeters: 89,
    },
    trail: {
      points: [
        [46.8, 24.601],
        [48.4, 25.6],
        [50.1, 26.401],
      ],
      received: 3,
      firstAt: '2030-05-10T06:10:00.000Z',
      lastAt: '2030-05-10T13:00:00.000Z',
    },
    transportDocument: {
      registrationNumber: null,
      registeredAt: null,
      tripNumber: 'TR-12',
      loadNumber: 'LD-1042',
      tripDate: '2030-05-10T06:00:00.000Z',
      sender: shipper,
      consignee: { name: 'Majed Al Dosari', phone: '+966522222222' },
      carrier,
      origin: {
        country: 'Saudi Arabia',
        city: 'Riyadh',
        address: '2nd Industrial City, Street 84',
      },
      destination: { country: 'Saudi Arabia', city: 'Dammam', address: 'Port Road, Gate 3' },
      goods: {
        description: 'Portland cement',
        hsnCode: '2523.29',
        weight: { value: 24, unit: 'ton' },
        loadType: 'FTL',
      },
      fees: { amount: 2807.5, currency: 'SAR' },
      vehicle: { plate: 'RUH 4821', type: '12M', model: 'Volvo FH' },
      driver: { name: 'Salem Al Harthy', licenceNumber: 'SA-DL-99812', phone: '+966501234567' },
    },
    ...overrides,
  };
}

const INVOICE_PARTIES = {
  seller: {
    name: 'Najd Haulage Co.',
    companyName: 'Najd Haulage',
    vatNumber: '310122393500003',
    crNumber: '1010123456',
    address: 'Al Olaya, Riyadh 12271',
  },
  buyer: {
    name: 'Al Harbi Trading',
    companyName: 'Al Harbi Trading',
    vatNumber: '300000000000003',
    crNumber: null,
    address: 'King Fahd Road, Riyadh',
  },
};

/** The deal's invoice: the accepted quote's freight, as issued at acceptance. */
export function makeInvoice(overrides: Partial<Invoice> = {}): Invoice {
  return {
    number: 'INV-7',
    kind: 'tax_invoice',
    issuedAt: '2030-05-02T09:00:00.000Z',
    loadId: LOAD_ID,
    loadNumber: 'LD-1042',
    ...INVOICE_PARTIES,
    originCountry: 'SA',
    destinationCountry: 'SA',
    supplyCountry: 'SA',
    currency: 'SAR',
    currencyDecimals: 2,
    vatRate: 15,
    vatExemption: null,
    lines: [
      {
        kind: 'freight',
        description: 'Riyadh → Dammam',
        netAmount: 2391.3,
        vatAmount: 358.7,
        amount: 2750,
      },
    ],
    subtotal: 2391.3,
    vatAmount: 358.7,
    total: 2750,
    zatcaQr: 'AQ9OYWpkIEhhdWxhZ2UgQ28uAg8zMTAxMjIzOTM1MDAwMDM=',
    creditNotes: [],
    supplementaryInvoices: [],
    approvedChargesAwaitingInvoice: 0,
    ...overrides,
  };
}

/** A supplementary invoice of the trip's approved charges, issued when it was completed. */
export function makeSupplementaryInvoice(
  overrides: Partial<SupplementaryInvoice> = {},
): SupplementaryInvoice {
  return {
    number: 'INV-8',
    refersTo: 'INV-7',
    kind: 'tax_invoice',
    issuedAt: '2030-05-10T13:31:00.000Z',
    loadId: LOAD_ID,
    loadNumber: 'LD-1042',
    ...INVOICE_PARTIES,
    originCountry: 'SA',
    destinationCountry: 'SA',
    supplyCountry: 'SA',
    currency: 'SAR',
    currencyDecimals: 2,
    vatRate: 15,
    vatExemption: null,
    lines: [
      {
        kind: 'charge',
        description: 'Port gate toll',
        netAmount: 50,
        vatAmount: 7.5,
        amount: 57.5,
      },
    ],
    subtotal: 50,
    vatAmount: 7.5,
    total: 57.5,
    zatcaQr: 'AQ9OYWpkIEhhdWxhZ2UgQ28uAg8zMTAxMjIzOTM1MDAwMDM=',
    ...overrides,
  };
}

/** The four paper pages at their addresses, in a router and a fresh query client. */
export function renderPaperwork(initialEntry: string) {
  const user = userEvent.setup();
  const router = createMemoryRouter(
    [
      { path: '/trips/:tripId/document', element: <CarrierTripDocumentPage /> },
      { path: '/my-loads/:loadId/document', element: <ShipperTripDocumentPage /> },
      { path: '/trips/:tripId/invoice', element: <CarrierInvoicePage /> },
      { path: '/my-loads/:loadId/invoice', element: <ShipperInvoicePage /> },
      { path: '/trips/:tripId', element: <h1>Trip details page</h1> },
      { path: '/my-loads/:loadId', element: <h1>Load details page</h1> },
      { path: '/trips', element: <h1>Trips page</h1> },
      { path: '/my-loads', element: <h1>My Loads page</h1> },
    ],
    { initialEntries: [initialEntry] },
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
  return { user, router, client };
}
