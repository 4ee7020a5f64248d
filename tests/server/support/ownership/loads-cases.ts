import { expect } from 'vitest';
import { bearer, file, validLoadWithImage, type MatrixCase } from './matrix-case';

/** The ownership matrix's attacks on loads routes. */
export const loadsCases: MatrixCase[] = [
  // Loads.
  {
    route: 'GET /api/loads/:id',
    name: "shipper B reading shipper A's load under way",
    attempt: (w) => ({ url: `/api/loads/${w.a.tripLoadId}`, headers: bearer(w.b.shipper) }),
    status: 404,
    owner: (w) => bearer(w.a.shipper),
  },
  {
    route: 'GET /api/loads/:id',
    name: "shipper B reading shipper A's open load",
    attempt: (w) => ({ url: `/api/loads/${w.a.openLoadId}`, headers: bearer(w.b.shipper) }),
    status: 404,
    owner: (w) => bearer(w.a.shipper),
  },
  {
    route: 'GET /api/loads/:id',
    name: "provider B reading A's load accepted for provider A",
    attempt: (w) => ({ url: `/api/loads/${w.a.tripLoadId}`, headers: bearer(w.b.provider) }),
    status: 404,
    owner: (w) => bearer(w.a.provider),
  },
  {
    route: 'GET /api/loads/:id',
    name: "provider B reading A's open load sees its own quote only",
    attempt: (w) => ({ url: `/api/loads/${w.a.openLoadId}`, headers: bearer(w.b.provider) }),
    status: 200,
    answers: (data, w) => {
      const { load } = data as { load: { quotes: { _id: string }[] } };
      expect(load.quotes.map((quote) => quote._id)).toEqual([w.a.rivalQuoteId]);
    },
  },
  {
    route: 'GET /api/loads/:id',
    name: "a user with no role yet reading A's open load",
    attempt: (w) => ({ url: `/api/loads/${w.a.openLoadId}`, headers: bearer(w.newcomer) }),
    status: 403,
  },
  {
    route: 'GET /api/loads/:id/document',
    name: "shipper B reading the trip document of shipper A's load",
    attempt: (w) => ({
      url: `/api/loads/${w.a.tripLoadId}/document`,
      headers: bearer(w.b.shipper),
    }),
    status: 404,
    owner: (w) => bearer(w.a.shipper),
  },
  {
    route: 'GET /api/loads/:id/document',
    name: "provider A reading its own trip's document through the shipper's route",
    attempt: (w) => ({
      url: `/api/loads/${w.a.tripLoadId}/document`,
      headers: bearer(w.a.provider),
    }),
    status: 403,
  },
  {
    route: 'GET /api/loads/:id/invoice',
    name: "shipper B reading the invoice of shipper A's accepted load",
    attempt: (w) => ({
      url: `/api/loads/${w.a.tripLoadId}/invoice`,
      headers: bearer(w.b.shipper),
    }),
    status: 404,
    owner: (w) => bearer(w.a.shipper),
  },
  {
    route: 'GET /api/loads/:id/invoice',
    name: 'provider B reading the invoice provider A issued',
    attempt: (w) => ({
      url: `/api/loads/${w.a.tripLoadId}/invoice`,
      headers: bearer(w.b.provider),
    }),
    status: 404,
    owner: (w) => bearer(w.a.provider),
  },
  {
    route: 'PUT /api/loads/:id/location',
    name: "shipper B editing the pickup of shipper A's open load",
    attempt: (w) => ({
      url: `/api/loads/${w.a.openLoadId}/location`,
      headers: bearer(w.b.shipper),
      body: { type: 'source', address: 'Somewhere else' },
    }),
    status: 404,
  },
  {
    route: 'PUT /api/loads/:id/location',
    name: 'provider A editing the pickup of the load it carries',
    attempt: (w) => ({
      url: `/api/loads/${w.a.tripLoadId}/location`,
      headers: bearer(w.a.provider),
      body: { type: 'source', address: 'Somewhere else' },
    }),
    status: 403,
  },
  {
    route: 'PUT /api/loads/:id/ready',
    name: "shipper B marking shipper A's load ready",
    attempt: (w) => ({ url: `/api/loads/${w.a.tripLoadId}/ready`, headers: bearer(w.b.shipper) }),
    status: 404,
  },
  {
    route: 'PUT /api/loads/:id/ready',
    name: 'provider A marking the load it carries ready',
    attempt: (w) => ({ url: `/api/loads/${w.a.tripLoadId}/ready`, headers: bearer(w.a.provider) }),
    status: 403,
  },
  {
    route: 'POST /api/loads/:id/rating',
    name: "shipper B rating the trip of shipper A's load",
    attempt: (w) => ({
      url: `/api/loads/${w.a.tripLoadId}/rating`,
      headers: bearer(w.b.shipper),
      body: { stars: 1 },
    }),
    status: 404,
  },
  {
    route: 'POST /api/loads/:id/rating',
    name: 'provider A rating its own driver on the load it carries',
    attempt: (w) => ({
      url: `/api/loads/${w.a.tripLoadId}/rating`,
      headers: bearer(w.a.provider),
      body: { stars: 5 },
    }),
    status: 403,
  },
  {
    route: 'PUT /api/loads/:id/cancel',
    name: "shipper B cancelling shipper A's load",
    attempt: (w) => ({ url: `/api/loads/${w.a.tripLoadId}/cancel`, headers: bearer(w.b.shipper) }),
    status: 404,
  },
  {
    route: 'PUT /api/loads/:id/cancel',
    name: 'provider A cancelling the load it carries',
    attempt: (w) => ({ url: `/api/loads/${w.a.tripLoadId}/cancel`, headers: bearer(w.a.provider) }),
    status: 403,
  },
  {
    route: 'POST /api/loads/create',
    name: 'shipper B posting a load with the image A uploaded and never attached',
    attempt: (w) => ({
      url: '/api/loads/create',
      headers: bearer(w.b.shipper),
      body: validLoadWithImage(file(w.a.files.unattachedImage)),
    }),
    status: 400,
  },
  {
    route: 'POST /api/loads/create',
    name: "shipper B posting a load with the image of A's load",
    attempt: (w) => ({
      url: '/api/loads/create',
      headers: bearer(w.b.shipper),
      body: validLoadWithImage(file(w.a.files.loadImage)),
    }),
    status: 400,
  },
];
