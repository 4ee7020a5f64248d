import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { Toaster } from 'react-hot-toast';
import { vi } from 'vitest';
import type { Load, LoadQuote } from '../../src/contract/loads';
import { QuoteDialog } from '../../src/features/loads/quotes/quote-dialog';
import { createQueryClient } from '../../src/lib/query-client';

/** Shared by the quote-dialog-* and payment-* tests: fixtures, a fetch double, a render helper. */

export const LOAD_ID = '0b7f3c1e-2a4d-4e6f-8a9b-1c2d3e4f5a6b';
export const QUOTE_ID = '6c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f';
export const OTHER_QUOTE_ID = '7d2e3f4a-5b6c-4d7e-9f8a-0b1c2d3e4f5a';
export const INTENT_ID = 'pi_test_123';

export function makeQuote(overrides: Partial<LoadQuote> = {}): LoadQuote {
  return {
    _id: QUOTE_ID,
    userName: 'Al Noor Transport',
    userType: 'other',
    amount: 1250,
    currency: 'SAR',
    status: 'pending',
    createdAt: '2025-03-02T09:30:00.000Z',
    truck: { model: 'Actros 2545', type: '12M' },
    ...overrides,
  };
}

export function makeLoad(overrides: Partial<Load> = {}): Load {
  const stop = {
    address: null,
    contactPerson: null,
    contactNumber: null,
    coordinates: null,
  };
  return {
    _id: LOAD_ID,
    id: 'LD-1042',
    status: 'pending',
    statusText: 'Pending',
    statusDescription: 'Waiting for quotes',
    source: { country: 'Saudi Arabia', city: 'Riyadh', ...stop },
    destination: { country: 'Saudi Arabia', city: 'Jeddah', ...stop },
    weight: { value: 12, unit: 'ton' },
    material: 'Steel coils',
    hsnCode: null,
    loadType: 'FTL',
    truckType: '12M',
    truckSubType: 'curtain side',
    scheduledDate: '2025-03-10T06:00:00.000Z',
    createdAt: '2025-03-01T08:00:00.000Z',
    completedAt: null,
    quoteCount: 1,
    currency: 'SAR',
    quotes: [makeQuote()],
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
    firstQuoteMinutes: 12,
    ...overrides,
  };
}

type Reply =
  | { status?: number; body?: unknown }
  | 'offline'
  /** Answers when the test resolves it: lets a test look at the screen mid-request. */
  | Promise<{ status?: number; body?: unknown }>;
export type ApiCall = { method: string; url: string; body: unknown; idempotencyKey: string | null };

/** Stubs fetch at the network boundary; every call must have a reply queued for it. */
export function mockApi(replies: Record<string, Reply[]>): ApiCall[] {
  const calls: ApiCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const url = String(input);
      calls.push({
        method,
        url,
        body: init.body ? JSON.parse(String(init.body)) : undefined,
        idempotencyKey: new Headers(init.headers).get('Idempotency-Key'),
      });
      const queued = replies[`${method} ${url}`]?.shift();
      if (!queued) throw new Error(`Unexpected call ${method} ${url}`);
      if (queued === 'offline') throw new TypeError('Failed to fetch');
      const reply = await queued;
      return new Response(JSON.stringify(reply.body ?? { success: true }), {
        status: reply.status ?? 200,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return calls;
}

export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

export const intentReply = (provider: 'test' | 'stripe' = 'test') => ({
  body: {
    success: true,
    data: {
      clientSecret: `${INTENT_ID}_secret_abc`,
      paymentIntentId: INTENT_ID,
      amount: 1250,
      amountMinor: 125000,
      currency: 'SAR',
      provider,
    },
  },
});

export const statusOk = {
  body: { success: true, data: { quoteId: QUOTE_ID, status: 'accepted' } },
};

export function renderQuoteDialog({ load = makeLoad(), quote = makeQuote() } = {}) {
  const onClose = vi.fn();
  const onChanged = vi.fn();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <QuoteDialog load={load} quote={quote} onClose={onClose} onChanged={onChanged} />
      <Toaster />
    </QueryClientProvider>,
  );
  return { onClose, onChanged };
}
