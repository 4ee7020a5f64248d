import { expect } from 'vitest';
import { bearer, type MatrixCase } from './matrix-case';

/** The ownership matrix's attacks on quotes routes. */
export const quotesCases: MatrixCase[] = [
  // Quotes.
  {
    route: 'POST /api/quote/create',
    name: "provider B quoting an open load with A's truck",
    attempt: (w) => ({
      url: '/api/quote/create',
      headers: bearer(w.b.provider),
      body: { loadId: w.a.unquotedLoadId, offer: 1200, truckId: w.a.truckId },
    }),
    status: 404,
  },
  {
    route: 'POST /api/quote/update',
    name: "provider B moving its own quote onto A's truck",
    attempt: (w) => ({
      url: '/api/quote/update',
      headers: bearer(w.b.provider),
      body: { loadId: w.a.openLoadId, offer: 1200, truckId: w.a.truckId },
    }),
    status: 404,
  },
  {
    route: 'POST /api/quote/get-by-load-group',
    name: "provider B asking for the quote on A's accepted load",
    attempt: (w) => ({
      url: '/api/quote/get-by-load-group',
      headers: bearer(w.b.provider),
      body: { loadId: w.a.tripLoadId },
    }),
    status: 200,
    answers: (data) => expect(data).toBeNull(),
  },
  {
    route: 'POST /api/quote/get-by-load-group',
    name: "provider B asking for the quote on A's open load gets its own",
    attempt: (w) => ({
      url: '/api/quote/get-by-load-group',
      headers: bearer(w.b.provider),
      body: { loadId: w.a.openLoadId },
    }),
    status: 200,
    answers: (data, w) => expect(data).toMatchObject({ _id: w.a.rivalQuoteId }),
  },
  {
    route: 'PUT /api/quote/status',
    name: "shipper B rejecting provider A's quote on shipper A's load",
    attempt: (w) => ({
      url: '/api/quote/status',
      headers: bearer(w.b.shipper),
      body: { quoteId: w.a.openQuoteId, status: 'rejected' },
    }),
    status: 404,
  },
  {
    route: 'PUT /api/quote/status',
    name: "shipper B rejecting provider B's own quote on shipper A's load",
    attempt: (w) => ({
      url: '/api/quote/status',
      headers: bearer(w.b.shipper),
      body: { quoteId: w.a.rivalQuoteId, status: 'rejected' },
    }),
    status: 404,
  },
  {
    route: 'PUT /api/quote/status',
    name: "shipper B cancelling shipper A's accepted quote",
    attempt: (w) => ({
      url: '/api/quote/status',
      headers: bearer(w.b.shipper),
      body: { quoteId: w.a.readyQuoteId, status: 'rejected' },
    }),
    status: 404,
  },
  {
    route: 'PUT /api/quote/status',
    name: "shipper B accepting A's quote with A's payment",
    attempt: (w) => ({
      url: '/api/quote/status',
      headers: bearer(w.b.shipper),
      body: {
        quoteId: w.a.openQuoteId,
        status: 'accepted',
        paymentIntentId: w.a.unusedPaymentIntentId,
      },
    }),
    status: 404,
  },
  {
    route: 'PUT /api/quote/status',
    name: "shipper B accepting its own quote with A's payment",
    attempt: (w) => ({
      url: '/api/quote/status',
      headers: bearer(w.b.shipper),
      body: {
        quoteId: w.b.openQuoteId,
        status: 'accepted',
        paymentIntentId: w.a.unusedPaymentIntentId,
      },
    }),
    status: 402,
  },
  {
    route: 'PUT /api/quote/status',
    name: "provider B rejecting provider A's quote",
    attempt: (w) => ({
      url: '/api/quote/status',
      headers: bearer(w.b.provider),
      body: { quoteId: w.a.openQuoteId, status: 'rejected' },
    }),
    status: 403,
  },

  // Payments.
  {
    route: 'POST /api/payments/create-intent',
    name: "shipper B paying for a quote on shipper A's load",
    attempt: (w) => ({
      url: '/api/payments/create-intent',
      headers: bearer(w.b.shipper),
      body: { quoteId: w.a.openQuoteId, loadId: w.a.openLoadId },
    }),
    status: 404,
  },
  {
    route: 'POST /api/payments/create-intent',
    name: "shipper B paying for A's quote against its own load",
    attempt: (w) => ({
      url: '/api/payments/create-intent',
      headers: bearer(w.b.shipper),
      body: { quoteId: w.a.openQuoteId, loadId: w.b.openLoadId },
    }),
    status: 404,
  },
  {
    route: 'POST /api/payments/test/confirm',
    name: "shipper B confirming A's payment",
    attempt: (w) => ({
      url: '/api/payments/test/confirm',
      headers: bearer(w.b.shipper),
      body: { paymentIntentId: w.a.unusedPaymentIntentId, cardNumber: '4242424242424242' },
    }),
    status: 404,
  },
];
