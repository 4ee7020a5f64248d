import { expect } from 'vitest';
import { bearer, device, type MatrixCase } from './matrix-case';

/** The ownership matrix's attacks on trips routes. */
export const tripsCases: MatrixCase[] = [
  // Trips.
  {
    route: 'POST /api/trips/create',
    name: "provider B starting the trip of A's accepted quote",
    attempt: (w) => ({
      url: '/api/trips/create',
      headers: bearer(w.b.provider),
      body: { quoteId: w.a.readyQuoteId, loadId: w.a.readyLoadId },
    }),
    status: 404,
  },
  {
    route: 'POST /api/trips/create',
    name: "provider B starting its own trip with A's truck",
    attempt: (w) => ({
      url: '/api/trips/create',
      headers: bearer(w.b.provider),
      body: { quoteId: w.b.readyQuoteId, loadId: w.b.readyLoadId, truckId: w.a.truckId },
    }),
    status: 404,
  },
  {
    route: 'POST /api/trips/create',
    name: "provider B starting its own accepted quote on A's load",
    attempt: (w) => ({
      url: '/api/trips/create',
      headers: bearer(w.b.provider),
      body: { quoteId: w.b.readyQuoteId, loadId: w.a.readyLoadId },
    }),
    status: 404,
  },
  {
    route: 'GET /api/trips/getbyloadid/:loadId',
    name: "shipper B looking up the trip of shipper A's load",
    attempt: (w) => ({
      url: `/api/trips/getbyloadid/${w.a.tripLoadId}`,
      headers: bearer(w.b.shipper),
    }),
    status: 404,
    owner: (w) => bearer(w.a.shipper),
  },
  {
    route: 'GET /api/trips/getbyloadid/:loadId',
    name: "provider B looking up the trip of A's load",
    attempt: (w) => ({
      url: `/api/trips/getbyloadid/${w.a.tripLoadId}`,
      headers: bearer(w.b.provider),
    }),
    status: 404,
    owner: (w) => bearer(w.a.provider),
  },
  {
    route: 'GET /api/trips/getbyloadid/:loadId',
    name: "a user with no role yet looking up the trip of A's load",
    attempt: (w) => ({
      url: `/api/trips/getbyloadid/${w.a.tripLoadId}`,
      headers: bearer(w.newcomer),
    }),
    status: 404,
  },
  {
    route: 'POST /api/trips/getmytrips',
    name: "provider B filtering its trips by A's load",
    attempt: (w) => ({
      url: '/api/trips/getmytrips',
      headers: bearer(w.b.provider),
      body: { filters: { loadId: w.a.tripLoadId } },
    }),
    status: 200,
    answers: (data) => expect(data).toEqual([]),
  },
  {
    route: 'GET /api/trips/getbyid/:id',
    name: "provider B reading A's trip",
    attempt: (w) => ({ url: `/api/trips/getbyid/${w.a.tripId}`, headers: bearer(w.b.provider) }),
    status: 404,
    owner: (w) => bearer(w.a.provider),
  },
  {
    route: 'GET /api/trips/getbyid/:id',
    name: "shipper B reading A's trip",
    attempt: (w) => ({ url: `/api/trips/getbyid/${w.a.tripId}`, headers: bearer(w.b.shipper) }),
    status: 404,
  },
  {
    route: 'GET /api/trips/getbyid/:id',
    name: 'shipper A reading the trip of its own load (shippers follow it on the load)',
    attempt: (w) => ({ url: `/api/trips/getbyid/${w.a.tripId}`, headers: bearer(w.a.shipper) }),
    status: 404,
  },
  {
    route: 'GET /api/trips/getbyid/:id',
    name: "a user with no role yet reading A's trip",
    attempt: (w) => ({ url: `/api/trips/getbyid/${w.a.tripId}`, headers: bearer(w.newcomer) }),
    status: 404,
  },
  {
    route: 'GET /api/trips/getbyid/:id',
    name: "driver B's phone (its link and key) reading A's trip",
    attempt: (w) => ({ url: `/api/trips/getbyid/${w.a.tripId}`, headers: device(w.b) }),
    status: 404,
    owner: (w) => device(w.a),
  },
  {
    route: 'GET /api/trips/getbyid/:id',
    name: "link A's id with device B's key reading A's trip",
    attempt: (w) => ({
      url: `/api/trips/getbyid/${w.a.tripId}`,
      headers: device({ linkId: w.a.linkId, deviceKey: w.b.deviceKey }),
    }),
    status: 403,
  },
  {
    route: 'GET /api/trips/getbyid/:id',
    name: "link A's id with no device key reading A's trip",
    attempt: (w) => ({
      url: `/api/trips/getbyid/${w.a.tripId}`,
      headers: device({ linkId: w.a.linkId }),
    }),
    status: 403,
  },
  {
    route: 'GET /api/trips/:id/document',
    name: "provider B reading the document of A's trip",
    attempt: (w) => ({ url: `/api/trips/${w.a.tripId}/document`, headers: bearer(w.b.provider) }),
    status: 404,
    owner: (w) => bearer(w.a.provider),
  },
  {
    route: 'GET /api/trips/:id/document',
    name: "shipper A reading its trip's document by the trip (shippers read it on the load)",
    attempt: (w) => ({ url: `/api/trips/${w.a.tripId}/document`, headers: bearer(w.a.shipper) }),
    status: 403,
  },
  {
    route: 'PUT /api/trips/:id/document/registration',
    name: "provider B registering a transport document number on A's trip",
    attempt: (w) => ({
      url: `/api/trips/${w.a.tripId}/document/registration`,
      headers: bearer(w.b.provider),
      body: { registrationNumber: 'TGA-B-1' },
    }),
    status: 404,
  },
  {
    route: 'PUT /api/trips/:id/document/registration',
    name: "provider B registering on A's trip with an Idempotency-Key",
    attempt: (w) => ({
      url: `/api/trips/${w.a.tripId}/document/registration`,
      headers: bearer(w.b.provider),
      body: { registrationNumber: 'TGA-B-2' },
      idempotencyKey: 'register-on-a',
    }),
    status: 404,
  },
  {
    route: 'PUT /api/trips/:id/proof-settings',
    name: "provider B requiring photos on A's trip",
    attempt: (w) => ({
      url: `/api/trips/${w.a.tripId}/proof-settings`,
      headers: bearer(w.b.provider),
      body: { photosRequired: true },
    }),
    status: 404,
  },
  {
    route: 'POST /api/trips/:id/waiting-charge',
    name: "provider B adding a waiting charge to A's trip",
    attempt: (w) => ({
      url: `/api/trips/${w.a.tripId}/waiting-charge`,
      headers: bearer(w.b.provider),
      body: { stop: 'pickup', ratePerHour: 100 },
    }),
    status: 404,
  },
  {
    route: 'POST /api/trips/:id/assign',
    name: "provider B assigning its own driver to A's trip",
    attempt: (w) => ({
      url: `/api/trips/${w.a.tripId}/assign`,
      headers: bearer(w.b.provider),
      body: { type: 'driver', driverId: w.b.driverId },
    }),
    status: 404,
  },
  {
    route: 'POST /api/trips/:id/assign',
    name: "provider B assigning its own truck to A's trip",
    attempt: (w) => ({
      url: `/api/trips/${w.a.tripId}/assign`,
      headers: bearer(w.b.provider),
      body: { type: 'truck', truckId: w.b.truckId },
    }),
    status: 404,
  },
  {
    route: 'POST /api/trips/:id/assign',
    name: "provider B assigning A's driver to its own trip",
    attempt: (w) => ({
      url: `/api/trips/${w.b.tripId}/assign`,
      headers: bearer(w.b.provider),
      body: { type: 'driver', driverId: w.a.driverId },
    }),
    status: 404,
  },
  {
    route: 'POST /api/trips/:id/assign',
    name: "provider B assigning A's truck to its own trip",
    attempt: (w) => ({
      url: `/api/trips/${w.b.tripId}/assign`,
      headers: bearer(w.b.provider),
      body: { type: 'truck', truckId: w.a.truckId },
    }),
    status: 404,
  },
  {
    route: 'POST /api/trips/:id/assign',
    name: "provider B replaying provider A's Idempotency-Key of A's driver assignment",
    attempt: (w) => ({
      url: `/api/trips/${w.a.tripId}/assign`,
      headers: bearer(w.b.provider),
      body: { type: 'driver', driverId: w.a.driverId },
      idempotencyKey: w.a.idempotencyKeys.assignDriver,
    }),
    status: 404,
  },
  {
    route: 'PUT /api/trips/update/status/:tripId',
    name: "driver B's phone (its link and key) moving A's trip",
    attempt: (w) => ({
      url: `/api/trips/update/status/${w.a.tripId}`,
      headers: device(w.b),
      body: { status: 'out_to_collect' },
    }),
    status: 404,
  },
  {
    route: 'PUT /api/trips/update/status/:tripId',
    name: "link A's id with device B's key moving A's trip",
    attempt: (w) => ({
      url: `/api/trips/update/status/${w.a.tripId}`,
      headers: device({ linkId: w.a.linkId, deviceKey: w.b.deviceKey }),
      body: { status: 'out_to_collect' },
    }),
    status: 403,
  },
  {
    route: 'PUT /api/trips/update/status/:tripId',
    name: "link A's id with no device key moving A's trip",
    attempt: (w) => ({
      url: `/api/trips/update/status/${w.a.tripId}`,
      headers: device({ linkId: w.a.linkId }),
      body: { status: 'out_to_collect' },
    }),
    status: 403,
  },
];
