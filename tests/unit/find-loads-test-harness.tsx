import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast, { Toaster } from 'react-hot-toast';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import type { FindLoadsRow } from '../../src/contract/loads';
import type { GroupQuote } from '../../src/contract/quotes';
import type { Truck } from '../../src/contract/trucks';
import { FindLoadsPage } from '../../src/features/find-loads/find-loads-page';
import { createQueryClient } from '../../src/lib/query-client';
import type { Reply } from './mock-api';

export const LOAD_ID = '0b7c6f1e-2d3a-4b5c-8d9e-0f1a2b3c4d5e';
export const QUOTE_ID = '1c8d7a2f-3e4b-4c6d-9e0f-1a2b3c4d5e6f';
export const TRUCK_ID = '2d9e8b3a-4f5c-4d7e-8f1a-2b3c4d5e6f70';

export function setUpFindLoadsTests() {
  // Two selects of every Gulf city make each render heavy; give slow CI machines room.
  configure({ asyncUtilTimeout: 4000 });
  vi.setConfig({ testTimeout: 20_000 });
  beforeEach(() => {
    localStorage.clear();
    localStorage.setItem('token', 'token-1');
  });
  afterEach(() => {
    toast.remove();
    cleanup();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });
}

export function makeRow(overrides: Partial<FindLoadsRow> = {}): FindLoadsRow {
  return {
    _id: LOAD_ID,
    id: 'LD-1001',
    source: { country: 'Saudi Arabia', city: 'Riyadh' },
    destination: { country: 'United Arab Emirates', city: 'Dubai' },
    weight: { value: 12, unit: 'ton' },
    material: 'Steel coils',
    hsnCode: '7208',
    loadType: 'FTL',
    truckType: '12M',
    truckSubType: 'curtain side',
    images: [],
    currency: 'SAR',
    scheduledDate: '2030-05-10T09:00:00.000Z',
    createdAt: '2030-05-01T08:00:00.000Z',
    status: 'pending',
    quoteStatus: null,
    respondBy: null,
    tripId: null,
    ...overrides,
  };
}

export function makeQuote(overrides: Partial<GroupQuote> = {}): GroupQuote {
  return {
    _id: QUOTE_ID,
    loadId: LOAD_ID,
    offer: 1250.5,
    status: 'pending',
    truckId: TRUCK_ID,
    approvedAmount: null,
    acceptanceCancelled: false,
    timeStamps: { createdAt: '2030-05-01T09:00:00.000Z', updatedAt: '2030-05-01T09:00:00.000Z' },
    ...overrides,
  };
}

export function makeTruck(overrides: Partial<Truck> = {}): Truck {
  return {
    _id: TRUCK_ID,
    id: 'TR-7',
    name: 'Big blue',
    model: 'Volvo FH',
    type: '12M',
    truckOption: 'curtain side',
    licensePlate: 'ABC 123',
    weight: 20,
    weightUnit: 'ton',
    status: 'active',
    createdAt: '2030-01-01T00:00:00.000Z',
    updatedAt: '2030-01-01T00:00:00.000Z',
    docs: { urls: [] },
    ...overrides,
  };
}

/** A POST /api/loads answer. */
export function loadsPage(
  rows: FindLoadsRow[],
  pagination: { page?: number; totalPages?: number; total?: number; limit?: number } = {},
): Reply {
  return {
    body: {
      success: true,
      data: rows,
      pagination: {
        page: 1,
        totalPages: rows.length > 0 ? 1 : 0,
        total: rows.length,
        limit: 20,
        ...pagination,
      },
    },
  };
}

export function groupQuoteReply(quote: GroupQuote | null): Reply {
  return { body: { success: true, data: quote } };
}

export function trucksReply(trucks: Truck[]): Reply {
  return { body: { success: true, data: trucks } };
}

export function renderFindLoads() {
  const user = userEvent.setup();
  const router = createMemoryRouter(
    [
      { path: '/find-loads', element: <FindLoadsPage /> },
      { path: '/trips', element: <h1>Trips page</h1> },
      { path: '/trips/:tripId', element: <h1>Trip details page</h1> },
      { path: '/trucks', element: <h1>Trucks page</h1> },
    ],
    { initialEntries: ['/find-loads'] },
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return { user, router };
}

/** The loads table once its first page is in (no skeleton rows). */
export async function findTable() {
  const table = await screen.findByRole('table', { name: 'Loads' });
  await waitFor(() => expect(table).not.toHaveAttribute('aria-busy'));
  return table;
}

/** Chooses an option of a searchable select (a combobox) by typing its name and picking it. */
export async function chooseOption(
  user: ReturnType<typeof userEvent.setup>,
  combobox: HTMLElement,
  name: string,
) {
  await user.clear(combobox);
  await user.type(combobox, name);
  const listbox = document.getElementById(combobox.getAttribute('aria-controls') ?? '')!;
  await user.click(await within(listbox).findByRole('option', { name }));
}

/** Opens the load's row and waits for its Load Details dialog. */
export async function openLoad(user: ReturnType<typeof userEvent.setup>, loadId = 'LD-1001') {
  const table = await findTable();
  await user.click(await within(table).findByText(loadId));
  return screen.findByRole('dialog', { name: 'Load Details' });
}
