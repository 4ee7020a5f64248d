import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  changedTables,
  snapshotDatabase,
  type DatabaseSnapshot,
} from './support/database-snapshot';
import { PDF_BYTES, PNG_BYTES } from './support/uploads';
import { createTestApp, type TestApp } from './support/test-app';
import { buildTwoOwners, type TwoOwners } from './support/two-owners';

/**
 * Broken object-level authorization, route by route: every route that names a record (in its
 * path, its body, its query or a link header) is called for A's record with B's credentials
 * (the other shipper, the other provider group, the other link's device key, or none), and
 * for B's own record with one of A's in a second id. Each must be refused with its exact
 * status and leave the database as it was; the same read with A's credentials succeeds.
 */

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type Headers = Record<string, string>;
type Attempt = {
  url: string;
  headers: Headers;
  body?: unknown;
  form?: () => FormData;
  /** Sent as `Idempotency-Key`: a refusal is then kept for replay, in `idempotency_keys`. */
  idempotencyKey?: string;
};
type MatrixCase = {
  /** The route as the app registered it: `METHOD /url/:param`. */
  route: `${Method} /api/${string}`;
  name: string;
  attempt: (w: TwoOwners) => Attempt;
  /** The refusal's status. */
  status: number;
  /** The owner's credentials for the same request, which must succeed: reads only. */
  owner?: (w: TwoOwners) => Headers;
  /**
   * For routes that answer the caller's own records only, whatever id is sent: a success that
   * must show nothing of A's.
   */
  answers?: (data: unknown, w: TwoOwners) => void;
};

const bearer = (who: { token: string }): Headers => ({ authorization: `Bearer ${who.token}` });
/** A driver's phone: the link it names (`X-Link-Id`) and its key (`X-Device-Key`), each optional. */
const device = (link: { linkId?: string; deviceKey?: string }): Headers => ({
  ...(link.linkId ? { 'x-link-id': link.linkId } : {}),
  ...(link.deviceKey ? { 'x-device-key': link.deviceKey } : {}),
});
const file = (id: string) => `/api/files/${id}`;

function multipart(fields: Record<string, string>, files: { name: string; bytes: Buffer }[]) {
  return () => {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    for (const part of files)
      form.append('files', new Blob([new Uint8Array(part.bytes)]), part.name);
    return form;
  };
}
const aPhoto = multipart({}, [{ name: 'photo.png', bytes: PNG_BYTES }]);
const aDocument = multipart({ labels: '["Registration"]' }, [
  { name: 'registration.pdf', bytes: PDF_BYTES },
]);

const CASES: MatrixCase[] = [
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

  // Files: who may read follows from what the file is attached to.
  {
    route: 'GET /api/files/:id',
    name: "shipper B downloading the image of shipper A's load",
    attempt: (w) => ({ url: file(w.a.files.loadImage), headers: bearer(w.b.shipper) }),
    status: 404,
    owner: (w) => bearer(w.a.shipper),
  },
  {
    route: 'GET /api/files/:id',
    name: "provider B downloading the image of A's load it never quoted",
    attempt: (w) => ({ url: file(w.a.files.loadImage), headers: bearer(w.b.provider) }),
    status: 404,
    owner: (w) => bearer(w.a.provider),
  },
  {
    route: 'GET /api/files/:id',
    name: "shipper B downloading the image of shipper A's open load",
    attempt: (w) => ({ url: file(w.a.files.openLoadImage), headers: bearer(w.b.shipper) }),
    status: 404,
    owner: (w) => bearer(w.a.shipper),
  },
  {
    route: 'GET /api/files/:id',
    name: "a user with no role yet downloading the image of A's open load",
    attempt: (w) => ({ url: file(w.a.files.openLoadImage), headers: bearer(w.newcomer) }),
    status: 404,
  },
  {
    route: 'GET /api/files/:id',
    name: "a user with no role yet downloading A's truck document",
    attempt: (w) => ({ url: file(w.a.files.truckDocument), headers: bearer(w.newcomer) }),
    status: 404,
  },
  {
    route: 'GET /api/files/:id',
    name: 'shipper B downloading the image shipper A uploaded and never attached',
    attempt: (w) => ({ url: file(w.a.files.unattachedImage), headers: bearer(w.b.shipper) }),
    status: 404,
    owner: (w) => bearer(w.a.shipper),
  },
  {
    route: 'GET /api/files/:id',
    name: "provider B downloading A's truck document",
    attempt: (w) => ({ url: file(w.a.files.truckDocument), headers: bearer(w.b.provider) }),
    status: 404,
    owner: (w) => bearer(w.a.provider),
  },
  {
    route: 'GET /api/files/:id',
    name: "provider B downloading A's truck image",
    attempt: (w) => ({ url: file(w.a.files.truckImage), headers: bearer(w.b.provider) }),
    status: 404,
    owner: (w) => bearer(w.a.provider),
  },
  {
    route: 'GET /api/files/:id',
    name: "provider B downloading A's driver document",
    attempt: (w) => ({ url: file(w.a.files.driverDocument), headers: bearer(w.b.provider) }),
    status: 404,
    owner: (w) => bearer(w.a.provider),
  },
  {
    route: 'GET /api/files/:id',
    name: 'shipper A downloading the document of the truck carrying its load',
    attempt: (w) => ({ url: file(w.a.files.truckDocument), headers: bearer(w.a.shipper) }),
    status: 404,
  },
  {
    route: 'GET /api/files/:id',
    name: "provider B downloading the photo of A's driver's charge",
    attempt: (w) => ({ url: file(w.a.files.chargePhoto), headers: bearer(w.b.provider) }),
    status: 404,
    owner: (w) => bearer(w.a.provider),
  },
  {
    route: 'GET /api/files/:id',
    name: "shipper B downloading the photo of A's driver's charge",
    attempt: (w) => ({ url: file(w.a.files.chargePhoto), headers: bearer(w.b.shipper) }),
    status: 404,
  },
  {
    route: 'GET /api/files/:id',
    name: 'shipper A downloading the photo of a charge not yet approved',
    attempt: (w) => ({ url: file(w.a.files.chargePhoto), headers: bearer(w.a.shipper) }),
    status: 404,
  },
  {
    route: 'GET /api/files/:id',
    name: "driver B's phone (its link and key) downloading A's charge photo",
    attempt: (w) => ({ url: file(w.a.files.chargePhoto), headers: device(w.b) }),
    status: 404,
    owner: (w) => device(w.a),
  },
  {
    route: 'GET /api/files/:id',
    name: "link A's id with device B's key downloading A's charge photo",
    attempt: (w) => ({
      url: file(w.a.files.chargePhoto),
      headers: device({ linkId: w.a.linkId, deviceKey: w.b.deviceKey }),
    }),
    status: 403,
  },
  {
    route: 'GET /api/files/:id',
    name: "link A's id with no device key downloading A's charge photo",
    attempt: (w) => ({ url: file(w.a.files.chargePhoto), headers: device({ linkId: w.a.linkId }) }),
    // Neither a session nor a device: asked to sign in, as before the access model.
    status: 401,
  },

  // Fleet.
  {
    route: 'GET /api/trucks/truckId/:id',
    name: "provider B reading A's truck",
    attempt: (w) => ({ url: `/api/trucks/truckId/${w.a.truckId}`, headers: bearer(w.b.provider) }),
    status: 404,
    owner: (w) => bearer(w.a.provider),
  },
  {
    route: 'POST /api/trucks/docs/:id',
    name: "provider B uploading a document to A's truck",
    attempt: (w) => ({
      url: `/api/trucks/docs/${w.a.truckId}`,
      headers: bearer(w.b.provider),
      form: aDocument,
    }),
    status: 404,
  },
  {
    route: 'POST /api/trucks/images/:id',
    name: "provider B uploading an image to A's truck",
    attempt: (w) => ({
      url: `/api/trucks/images/${w.a.truckId}`,
      headers: bearer(w.b.provider),
      form: aPhoto,
    }),
    status: 404,
  },
  {
    route: 'GET /api/drivers/:id',
    name: "provider B reading A's driver",
    attempt: (w) => ({ url: `/api/drivers/${w.a.driverId}`, headers: bearer(w.b.provider) }),
    status: 404,
    owner: (w) => bearer(w.a.provider),
  },
  {
    route: 'POST /api/drivers/docs/:id',
    name: "provider B uploading a document to A's driver",
    attempt: (w) => ({
      url: `/api/drivers/docs/${w.a.driverId}`,
      headers: bearer(w.b.provider),
      form: aDocument,
    }),
    status: 404,
  },

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

function validLoadWithImage(url: string) {
  return {
    source: { country: 'Saudi Arabia', city: 'Riyadh' },
    destination: { country: 'United Arab Emirates', city: 'Dubai' },
    loadType: 'FTL',
    currency: 'SAR',
    material: 'Cement bags',
    weight: { value: 12, unit: 'ton' },
    scheduledDate: '2026-11-25T09:00:00+03:00',
    images: [{ url }],
  };
}

function chargeForm(linkId: string) {
  return multipart({ linkId, reason: 'Border toll', amount: '45.5' }, [
    { name: 'receipt.png', bytes: PNG_BYTES },
  ]);
}

/**
 * Routes whose records are not owned by a caller the matrix could stand in for, each with why.
 * A new route with a path parameter or an id in its body fails the coverage test until it has
 * a case above or a reason here.
 */
const EXEMPT: Record<string, string> = {
  'OPTIONS *': 'the CORS preflight: it answers headers for any path and reads no record',
  'GET /api/docs/static/*': "the API documentation's own files: no record behind them",
  'HEAD /api/docs/static/*': "the API documentation's own files: no record behind them",
  'POST /api/temp-loads':
    "a visitor's draft is keyed by the device fingerprint alone (SPEC §7): whoever sends it owns it",
  'GET /api/temp-loads/:deviceHash':
    "a visitor's draft is keyed by the device fingerprint alone (SPEC §7): whoever sends it owns it",
  'HEAD /api/temp-loads/:deviceHash':
    "a visitor's draft is keyed by the device fingerprint alone (SPEC §7): whoever sends it owns it",
  'DELETE /api/temp-loads/:deviceHash':
    "a visitor's draft is keyed by the device fingerprint alone (SPEC §7): whoever sends it owns it",
  'GET /api/driver-links/:id/manifest.webmanifest':
    'public by design: browsers fetch manifests without headers; the 128-bit link id is the secret and it tells only the trip number',
  'HEAD /api/driver-links/:id/manifest.webmanifest':
    'public by design: browsers fetch manifests without headers; the 128-bit link id is the secret and it tells only the trip number',
  'GET /api/events':
    "lastEventId only resumes the caller's own stream: events are read by the caller's user id",
  'HEAD /api/events':
    "lastEventId only resumes the caller's own stream: events are read by the caller's user id",
};

/** Routes that name a record where the OpenAPI document cannot show it (multipart, headers). */
const UNDOCUMENTED_ID_ROUTES = ['POST /api/trip-charges/add', 'POST /api/loads/create'];

/** A body or query field that names a record. */
const ID_FIELD = /^id$|Id$|Hash$/;

type JsonSchema = {
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
};

function namesAnId(schema: JsonSchema | undefined): boolean {
  if (!schema) return false;
  const nested = [
    ...Object.values(schema.properties ?? {}),
    ...(schema.items ? [schema.items] : []),
    ...(schema.anyOf ?? []),
    ...(schema.oneOf ?? []),
    ...(schema.allOf ?? []),
  ];
  return (
    Object.keys(schema.properties ?? {}).some((name) => ID_FIELD.test(name)) ||
    nested.some(namesAnId)
  );
}

type OpenApiOperation = {
  parameters?: { in: string; name: string }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
};

/** `METHOD /url` of every documented operation with an id in its JSON body or its query. */
function routesWithIdsInBodyOrQuery(app: TestApp['app']): string[] {
  const document = app.swagger() as { paths: Record<string, Record<string, OpenApiOperation>> };
  const found: string[] = [];
  for (const [path, operations] of Object.entries(document.paths)) {
    // Documented with a prefix's trailing slash ('/api/events/'), registered without.
    const url = path.replace(/\{([^}]+)\}/g, ':$1').replace(/(.)\/$/, '$1');
    for (const [method, operation] of Object.entries(operations)) {
      const inQuery = (operation.parameters ?? []).some(
        (parameter) => parameter.in === 'query' && ID_FIELD.test(parameter.name),
      );
      const inBody = namesAnId(operation.requestBody?.content?.['application/json']?.schema);
      if (inQuery || inBody) found.push(`${method.toUpperCase()} ${url}`);
    }
  }
  return found;
}

/** Where a refused request sent with an Idempotency-Key is kept, so its repeat answers the same. */
const KEPT_FOR_REPLAY = 'idempotency_keys';

const routeKey = (entry: { method: string; url: string }) => `${entry.method} ${entry.url}`;
const casesFor = (route: string) =>
  CASES.filter(
    (matrixCase) =>
      matrixCase.route === route ||
      // HEAD runs the GET's handler: every GET case is sent as HEAD too.
      (route.startsWith('HEAD ') && matrixCase.route === `GET ${route.slice(5)}`),
  );

describe('access: no caller reaches another owner’s records', () => {
  let t: TestApp;
  let w: TwoOwners;
  let built: DatabaseSnapshot;
  let current: DatabaseSnapshot;

  beforeAll(async () => {
    t = await createTestApp({ OTP_SENDS_PER_IP_PER_HOUR: '1000' });
    w = await buildTwoOwners(t);
    built = await snapshotDatabase(t.db);
    current = built;
  }, 120_000);
  afterAll(() => t?.close());

  async function send(method: Method | 'HEAD', attempt: Attempt) {
    const response = await t.app.inject({
      method,
      url: attempt.url,
      headers: {
        ...attempt.headers,
        ...(attempt.idempotencyKey ? { 'idempotency-key': attempt.idempotencyKey } : {}),
      },
      ...(attempt.form
        ? { payload: attempt.form() }
        : attempt.body === undefined
          ? {}
          : { payload: attempt.body as Record<string, unknown> }),
    });
    return response;
  }

  const methodOf = (route: MatrixCase['route']) => route.split(' ')[0] as Method;

  it('has a case, or a reason it needs none, for every route that names a record', () => {
    const table = t.app.routeAccessTable.map(routeKey);
    const withPathIds = table.filter((route) => /[:*]/.test(route));
    const withOtherIds = [...routesWithIdsInBodyOrQuery(t.app), ...UNDOCUMENTED_ID_ROUTES];
    const naming = [...new Set([...withPathIds, ...withOtherIds])];

    const uncovered = naming.filter((route) => casesFor(route).length === 0 && !EXEMPT[route]);
    expect(uncovered, 'routes naming a record with no case and no exemption').toEqual([]);
    // Cases and exemptions name routes that exist, so a renamed route cannot hide here.
    const unknown = [...CASES.map((matrixCase) => matrixCase.route), ...Object.keys(EXEMPT)].filter(
      (route) => !table.includes(route),
    );
    expect(unknown, 'cases or exemptions for routes the app does not have').toEqual([]);
    const covered = naming.filter((route) => !EXEMPT[route]);
    expect(covered.length).toBeGreaterThanOrEqual(40);
  });

  it('lets each owner read what the matrix tries, and reading writes nothing', async () => {
    for (const matrixCase of CASES.filter((entry) => entry.owner)) {
      const attempt = matrixCase.attempt(w);
      const response = await send(methodOf(matrixCase.route), {
        ...attempt,
        headers: matrixCase.owner?.(w) ?? {},
      });
      expect(response.statusCode, `${matrixCase.name}, by its owner`).toBe(200);
    }
    expect(changedTables(current, await snapshotDatabase(t.db))).toEqual([]);
  });

  it.each(CASES)('$route: $name → $status', async (matrixCase) => {
    const method = methodOf(matrixCase.route);
    const attempt = matrixCase.attempt(w);
    const response = await send(method, attempt);
    const headStatus = method === 'GET' ? (await send('HEAD', attempt)).statusCode : undefined;
    const after = await snapshotDatabase(t.db);
    const changed = changedTables(current, after).filter(
      (table) => !(attempt.idempotencyKey && table === KEPT_FOR_REPLAY),
    );
    current = after;

    // Soft, so a request that went through also reports what it changed.
    const body = response.json() as { success: boolean; data?: unknown };
    expect.soft(response.statusCode).toBe(matrixCase.status);
    if (headStatus !== undefined)
      expect.soft(headStatus, 'the same as HEAD').toBe(matrixCase.status);
    expect.soft(body.success).toBe(Boolean(matrixCase.answers));
    expect(changed, 'tables this request changed').toEqual([]);
    matrixCase.answers?.(body.data, w);
  });

  it('leaves the database as the two owners built it, but for refusals kept for replay', async () => {
    const changed = changedTables(built, await snapshotDatabase(t.db));
    expect(changed.filter((table) => table !== KEPT_FOR_REPLAY)).toEqual([]);
  });
});
