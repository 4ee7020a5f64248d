import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { Toaster } from 'react-hot-toast';
import { MemoryRouter } from 'react-router-dom';
import { vi } from 'vitest';
import type { Load, LoadQuote } from '../../src/contract/loads';
import { createQueryClient } from '../../src/lib/query-client';

export const LOAD_ID = '0d4f6a2e-7b1c-4c3d-9e8f-1a2b3c4d5e6f';

type Answer = { status?: number; body?: unknown };
type Reply =
  | Answer
  | 'offline'
  /** Answers when the test resolves it: lets a test act while the request is under way. */
  | Promise<Answer>;
export type Call = { method: string; url: string; body: unknown; headers: Headers };

/**
 * fetch answers by 'METHOD url', in order; GET /api/config answers 'no tiles, no geocoder'
 * unless a test says otherwise. Any other call fails the test loudly.
 */
export function mockApi(replies: Record<string, Reply[]>) {
  const calls: Call[] = [];
  const config: Reply = {
    body: {
      success: true,
      data: {
        paymentProvider: 'test',
        stripePublishableKey: null,
        tileUrl: null,
        tileAttribution: null,
        geocoder: false,
      },
    },
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const url = String(input);
      calls.push({
        method,
        url,
        body: init.body ? JSON.parse(String(init.body)) : undefined,
        headers: new Headers(init.headers),
      });
      const key = `${method} ${url}`;
      const queued = replies[key]?.shift() ?? (key === 'GET /api/config' ? config : undefined);
      if (!queued) throw new Error(`Unexpected call ${key}`);
      if (queued === 'offline') throw new TypeError('Failed to fetch');
      const reply = await queued;
      return new Response(JSON.stringify(reply.body ?? { success: true, data: {} }), {
        status: reply.status ?? 200,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return calls;
}

export const loadReply = (load: Load): Answer => ({ body: { success: true, data: { load } } });

export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

/** In a router, as the app renders it: the panel links to the trip's papers. */
export function renderWithClient(ui: ReactNode, client: QueryClient = createQueryClient()) {
  return {
    client,
    ...render(
      <QueryClientProvider client={client}>
        <MemoryRouter>{ui}</MemoryRouter>
        <Toaster />
      </QueryClientProvider>,
    ),
  };
}

export function makeQuote(overrides: Partial<LoadQuote> = {}): LoadQuote {
  return {
    _id: '6b1f0d9a-2c3e-4f5a-8b7c-9d0e1f2a3b4c',
    userName: 'Salem Transport',
    userType: 'other',
    amount: 1250,
    currency: 'SAR',
    status: 'pending',
    createdAt: '2025-03-02T08:30:00.000Z',
    truck: { model: 'Actros', type: '12M' },
    ...overrides,
  };
}

export function makeLoad(overrides: Partial<Load> = {}): Load {
  return {
    _id: LOAD_ID,
    id: 'LD-1042',
    status: 'pending',
    statusText: 'Awaiting quotes',
    statusDescription: 'You will receive guaranteed responses within 60 minutes.',
    source: {
      country: 'United Arab Emirates',
      city: 'Dubai',
      address: null,
      contactPerson: null,
      contactNumber: null,
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
    weight: { value: 12, unit: 'ton' },
    material: 'Ceramic tiles',
    hsnCode: '6907',
    loadType: 'FTL',
    truckType: '12M',
    truckSubType: 'curtain side',
    scheduledDate: '2025-03-05T06:00:00.000Z',
    createdAt: '2025-03-01T10:00:00.000Z',
    completedAt: null,
    quoteCount: 0,
    currency: 'SAR',
    quotes: [],
    tripId: null,
    driverDetails: null,
    charges: [],
    timestamp: {
      loadReadyAt: null,
      outToCollectAt: null,
      loadedAt: null,
      outToUnloadAt: null,
      completedAt: null,
    },
    loadImage: null,
    images: [],
    firstQuoteMinutes: null,
    ...overrides,
  };
}

export const completeStop = {
  address: 'Warehouse 7, Jebel Ali Free Zone',
  contactPerson: 'Huda Saeed',
  contactNumber: '+971501234567',
  coordinates: [55.0272, 24.9857] as [number, number],
};
