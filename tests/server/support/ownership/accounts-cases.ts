import { bearer, type MatrixCase } from './matrix-case';

/** The ownership matrix's attacks on accounts routes. */
export const accountsCases: MatrixCase[] = [
  // Sign-in and profile: ids in the body must be the caller's own.
  {
    route: 'POST /api/user/verify-otp',
    name: "B's phone with the id of a code sent to A's phone",
    attempt: (w) => ({
      url: '/api/user/verify-otp',
      headers: {},
      body: { phoneNumber: w.b.shipper.phone, otp: '123456', otpId: w.a.pendingOtpId },
    }),
    status: 400,
  },
  {
    route: 'POST /api/user/session-verify',
    name: "shipper B's token vouching for A's session",
    attempt: (w) => ({
      url: '/api/user/session-verify',
      headers: bearer(w.b.shipper),
      body: { userId: w.a.shipper._id, sessionId: w.a.shipper.sessionId },
    }),
    status: 401,
  },
  {
    route: 'POST /api/user/update-profile',
    name: "shipper B updating A's profile",
    attempt: (w) => ({
      url: '/api/user/update-profile',
      headers: bearer(w.b.shipper),
      body: { userId: w.a.shipper._id, userData: { companyName: 'Taken Over' } },
    }),
    status: 403,
  },
  {
    route: 'GET /api/truckgroup/:groupId',
    name: "provider B reading A's truck group",
    attempt: (w) => ({
      url: `/api/truckgroup/${w.a.provider.groupId}`,
      headers: bearer(w.b.provider),
    }),
    status: 404,
    owner: (w) => bearer(w.a.provider),
  },
  {
    route: 'GET /api/truckgroup/:groupId',
    name: "shipper B reading A's truck group",
    attempt: (w) => ({
      url: `/api/truckgroup/${w.a.provider.groupId}`,
      headers: bearer(w.b.shipper),
    }),
    status: 404,
  },

  {
    route: 'GET /api/truckgroup/:groupId/waiting-terms',
    name: "provider B reading A's waiting terms",
    attempt: (w) => ({
      url: `/api/truckgroup/${w.a.provider.groupId}/waiting-terms`,
      headers: bearer(w.b.provider),
    }),
    status: 404,
    owner: (w) => bearer(w.a.provider),
  },
  {
    route: 'PUT /api/truckgroup/:groupId/waiting-terms',
    name: "provider B setting A's waiting terms",
    attempt: (w) => ({
      url: `/api/truckgroup/${w.a.provider.groupId}/waiting-terms`,
      headers: bearer(w.b.provider),
      body: { freeWaitingMinutes: 0, waitingRates: { SAR: 1 } },
    }),
    status: 404,
  },

  // Notifications.
  {
    route: 'PUT /api/user-notifications/:id/read',
    name: "shipper B marking shipper A's notification read",
    attempt: (w) => ({
      url: `/api/user-notifications/${w.a.shipperNotificationId}/read`,
      headers: bearer(w.b.shipper),
    }),
    status: 404,
  },
  {
    route: 'PUT /api/user-notifications/:id/read',
    name: "provider B marking provider A's notification read",
    attempt: (w) => ({
      url: `/api/user-notifications/${w.a.providerNotificationId}/read`,
      headers: bearer(w.b.provider),
    }),
    status: 404,
  },
  {
    route: 'PUT /api/user-notifications/:id/read',
    name: "provider A marking its shipper A's notification read",
    attempt: (w) => ({
      url: `/api/user-notifications/${w.a.shipperNotificationId}/read`,
      headers: bearer(w.a.provider),
    }),
    status: 404,
  },
];
