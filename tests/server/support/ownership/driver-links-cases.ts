import { bearer, chargeForm, device, proofForm, type MatrixCase } from './matrix-case';

/** The ownership matrix's attacks on driver links routes. */
export const driverLinksCases: MatrixCase[] = [
  // Driver links.
  {
    route: 'POST /api/driver-links/create',
    name: "provider B making a link for A's trip",
    attempt: (w) => ({
      url: '/api/driver-links/create',
      headers: bearer(w.b.provider),
      body: { tripId: w.a.tripId },
    }),
    status: 404,
  },
  {
    route: 'POST /api/driver-links/create',
    name: "provider B making a link for its own trip naming A's driver",
    attempt: (w) => ({
      url: '/api/driver-links/create',
      headers: bearer(w.b.provider),
      body: { tripId: w.b.tripId, driverId: w.a.driverId },
    }),
    status: 409,
  },
  {
    route: 'GET /api/driver-links/trip/:tripId',
    name: "provider B listing the links of A's trip",
    attempt: (w) => ({
      url: `/api/driver-links/trip/${w.a.tripId}`,
      headers: bearer(w.b.provider),
    }),
    status: 404,
    owner: (w) => bearer(w.a.provider),
  },
  {
    route: 'GET /api/driver-links/details/:id',
    name: "provider B reading A's link",
    attempt: (w) => ({
      url: `/api/driver-links/details/${w.a.linkId}`,
      headers: bearer(w.b.provider),
    }),
    status: 404,
    owner: (w) => bearer(w.a.provider),
  },
  {
    route: 'GET /api/driver-links/details/:id',
    name: "device B's key reading A's link",
    attempt: (w) => ({
      url: `/api/driver-links/details/${w.a.linkId}`,
      headers: device({ deviceKey: w.b.deviceKey }),
    }),
    status: 403,
    owner: (w) => device({ deviceKey: w.a.deviceKey }),
  },
  {
    route: 'GET /api/driver-links/details/:id',
    name: "no device key reading A's link",
    attempt: (w) => ({ url: `/api/driver-links/details/${w.a.linkId}`, headers: {} }),
    status: 403,
  },
  {
    route: 'GET /api/driver-links/details/:id',
    name: "shipper A reading the link of its load's driver",
    attempt: (w) => ({
      url: `/api/driver-links/details/${w.a.linkId}`,
      headers: bearer(w.a.shipper),
    }),
    status: 403,
  },
  {
    route: 'PUT /api/driver-links/deactivate/:id',
    name: "provider B deactivating A's link",
    attempt: (w) => ({
      url: `/api/driver-links/deactivate/${w.a.linkId}`,
      headers: bearer(w.b.provider),
    }),
    status: 404,
  },
  {
    route: 'POST /api/driver-links/verify-device/:id',
    name: "device B's key verifying A's bound link",
    attempt: (w) => ({
      url: `/api/driver-links/verify-device/${w.a.linkId}`,
      headers: {},
      body: { tripId: w.a.tripId, deviceKey: w.b.deviceKey, deviceInfo: { platform: 'iPhone' } },
    }),
    status: 403,
  },
  {
    route: 'POST /api/driver-links/verify-device/:id',
    name: "device B's key verifying A's link for B's trip",
    attempt: (w) => ({
      url: `/api/driver-links/verify-device/${w.a.linkId}`,
      headers: {},
      body: { tripId: w.b.tripId, deviceKey: w.b.deviceKey, deviceInfo: { platform: 'iPhone' } },
    }),
    status: 404,
  },
  {
    route: 'POST /api/driver-links/:id/location',
    name: "device B's key reporting a position on A's link",
    attempt: (w) => ({
      url: `/api/driver-links/${w.a.linkId}/location`,
      headers: device({ deviceKey: w.b.deviceKey }),
      body: { coordinates: [46.7, 24.7], recordedAt: '2026-11-22T08:00:00Z' },
    }),
    status: 403,
  },
  {
    route: 'POST /api/driver-links/:id/location',
    name: "no device key reporting a position on A's link",
    attempt: (w) => ({
      url: `/api/driver-links/${w.a.linkId}/location`,
      headers: {},
      body: { coordinates: [46.7, 24.7], recordedAt: '2026-11-22T08:00:00Z' },
    }),
    status: 403,
  },

  // Proof of delivery.
  {
    route: 'POST /api/driver-links/:id/delivery-proof',
    name: "device B's key sending a proof of delivery on A's link",
    attempt: (w) => ({
      url: `/api/driver-links/${w.a.linkId}/delivery-proof`,
      headers: device({ deviceKey: w.b.deviceKey }),
      form: proofForm,
    }),
    status: 403,
  },
  {
    route: 'POST /api/driver-links/:id/delivery-proof',
    name: "no device key sending a proof of delivery on A's link",
    attempt: (w) => ({
      url: `/api/driver-links/${w.a.linkId}/delivery-proof`,
      headers: {},
      form: proofForm,
    }),
    status: 403,
  },

  // Trip charges.
  {
    route: 'POST /api/trip-charges/add',
    name: "link A's id with device B's key adding a charge",
    attempt: (w) => ({
      url: '/api/trip-charges/add',
      headers: device({ linkId: w.a.linkId, deviceKey: w.b.deviceKey }),
      form: chargeForm(w.a.linkId),
    }),
    status: 403,
  },
  {
    route: 'POST /api/trip-charges/add',
    name: "link A's id with no device key adding a charge",
    attempt: (w) => ({
      url: '/api/trip-charges/add',
      headers: device({ linkId: w.a.linkId }),
      form: chargeForm(w.a.linkId),
    }),
    status: 403,
  },
  {
    route: 'POST /api/trip-charges/add',
    name: "link A's id with device B's key replaying driver A's Idempotency-Key",
    attempt: (w) => ({
      url: '/api/trip-charges/add',
      headers: device({ linkId: w.a.linkId, deviceKey: w.b.deviceKey }),
      form: chargeForm(w.a.linkId),
      idempotencyKey: w.a.idempotencyKeys.addCharge,
    }),
    status: 403,
  },
  {
    route: 'POST /api/trip-charges/add',
    name: "driver B's phone adding a charge that names A's link",
    attempt: (w) => ({
      url: '/api/trip-charges/add',
      headers: device(w.b),
      form: chargeForm(w.a.linkId),
    }),
    status: 400,
  },
  {
    route: 'PUT /api/trip-charges/:id/decision',
    name: "provider B approving A's driver's charge",
    attempt: (w) => ({
      url: `/api/trip-charges/${w.a.chargeId}/decision`,
      headers: bearer(w.b.provider),
      body: { decision: 'approve' },
    }),
    status: 404,
  },
  {
    route: 'PUT /api/trip-charges/:id/decision',
    name: 'shipper A approving the charge on its own load',
    attempt: (w) => ({
      url: `/api/trip-charges/${w.a.chargeId}/decision`,
      headers: bearer(w.a.shipper),
      body: { decision: 'approve' },
    }),
    status: 403,
  },
];
