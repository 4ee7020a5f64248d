import { randomBytes, randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * A client written from the documents alone (docs/product.md §7, docs/architecture.md §4–§5):
 * the real app listening on a port, spoken to with global fetch and nothing else. No X-Link-Id:
 * the driver's phone names its link only as the documents say (path, body, X-Device-Key). The
 * profile form's read-only phone fields are sent back as session-verify answered them.
 */

type Envelope<T = Record<string, unknown>> = { success: boolean; msg?: string; data?: T };
type Answer<T> = { status: number; headers: Headers; body: Envelope<T> };

/** OTP_TEST_PHONES (docs/architecture.md §4): no SMS, only the fixed code. */
const SHIPPER = { phone: '500000201', countryCode: '+966', code: '112233' };
const PROVIDER = { phone: '500000202', countryCode: '+966', code: '445566' };
/** PNG, 1×1: the charge's photo. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await createTestApp({
    OTP_TEST_PHONES: [SHIPPER, PROVIDER]
      .map(({ phone, countryCode, code }) => `${countryCode}${phone}=${code}`)
      .join(','),
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => t.close());

type Call = {
  token?: string;
  body?: unknown;
  form?: FormData;
  headers?: Record<string, string>;
};

async function api<T = Record<string, unknown>>(
  method: string,
  path: string,
  { token, body, form, headers = {} }: Call = {},
): Promise<Answer<T>> {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      accept: 'application/json',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: form ?? (body === undefined ? undefined : JSON.stringify(body)),
  });
  return {
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as Envelope<T>,
  };
}

/** The answer's data, after checking the call succeeded as §5 says a success looks. */
async function ok<T = Record<string, unknown>>(method: string, path: string, call: Call = {}) {
  const answer = await api<T>(method, path, call);
  expect(answer.status, `${method} ${path}: ${JSON.stringify(answer.body)}`).toBe(200);
  expect(answer.body.success).toBe(true);
  return answer.body.data as T;
}

type User = {
  _id: string;
  phone: string;
  countryCode: string;
  userType: string | null;
  groupId: string | null;
};
type Session = { token: string; userId: string };

/** Sign-in (§7 Auth and profile): send-otp, verify-otp, then session-verify. */
async function signIn({
  phone,
  countryCode,
  code,
}: typeof SHIPPER): Promise<Session & { user: User }> {
  const { otpId } = await ok<{ otpId: string }>('POST', '/api/user/send-otp', {
    body: { phone, countryCode },
  });
  const verified = await ok<{ token: string; _id: string; userType: null; sessionId: string }>(
    'POST',
    '/api/user/verify-otp',
    { body: { phoneNumber: phone, otp: code, otpId } },
  );
  expect(verified.userType).toBeNull();
  const { user } = await ok<{ user: User }>('POST', '/api/user/session-verify', {
    token: verified.token,
    body: { sessionId: verified.sessionId, userId: verified._id },
  });
  return { token: verified.token, userId: verified._id, user };
}

/** Complete Your Profile, the form's phone and country code sent back as they were shown. */
async function completeProfile(session: Session & { user: User }, userType: 'user' | 'provider') {
  const { user } = await ok<{ user: User }>('POST', '/api/user/update-profile', {
    token: session.token,
    body: {
      userId: session.userId,
      userData: {
        userName: userType === 'user' ? 'Reem' : 'Khalid',
        lastName: 'Al Harbi',
        email: `${userType}.${session.user.phone}@example.com`,
        phone: session.user.phone,
        countryCode: session.user.countryCode,
        companyName: userType === 'user' ? 'Reem Imports' : 'Desert Line',
        companyAddress: 'Riyadh',
        userType,
      },
    },
  });
  return user;
}

describe('a client that follows only the documented contract', () => {
  it('signs in, completes profiles, makes the deal, drives the trip, adds a charge and replays safely', async () => {
    // Sign-in and profile (§7 Auth and profile).
    const shipper = await signIn(SHIPPER);
    const provider = await signIn(PROVIDER);
    expect(shipper.user).toMatchObject({ phone: SHIPPER.phone, countryCode: '+966' });
    expect(await completeProfile(shipper, 'user')).toMatchObject({ userType: 'user' });
    const providerUser = await completeProfile(provider, 'provider');
    expect(providerUser.groupId).toEqual(expect.any(String));
    const { name: groupName } = await ok<{ name: string }>(
      'GET',
      `/api/truckgroup/${providerUser.groupId}`,
      { token: provider.token },
    );
    expect(groupName).toBe('Desert Line');
    const changedPhone = await api('POST', '/api/user/update-profile', {
      token: shipper.token,
      body: { userId: shipper.userId, userData: { phone: '599999999' } },
    });
    expect(changedPhone.status).toBe(400);
    expect(changedPhone.body.success).toBe(false);

    // The shipper posts a load (§7 Shipper loads); a replay of the same intent posts nothing more.
    const scheduledDate = new Date(t.clock.now().getTime() + 3 * 86_400_000).toISOString();
    const newLoad = {
      source: { country: 'Saudi Arabia', city: 'Riyadh' },
      destination: { country: 'United Arab Emirates', city: 'Dubai' },
      loadType: 'FTL',
      currency: 'SAR',
      material: 'Cement bags',
      hsnCode: '2523.29',
      weight: { value: 12, unit: 'ton' },
      scheduledDate,
      images: [],
      status: 'pending',
      truckType: '12M',
      truckSubType: 'curtain side',
    };
    const postKey = randomUUID();
    const posted = await api<{ loadId: string }>('POST', '/api/loads/create', {
      token: shipper.token,
      body: newLoad,
      headers: { 'idempotency-key': postKey },
    });
    const postedAgain = await api<{ loadId: string }>('POST', '/api/loads/create', {
      token: shipper.token,
      body: newLoad,
      headers: { 'idempotency-key': postKey },
    });
    expect(posted.status).toBe(200);
    const loadId = String(posted.body.data?.loadId);
    expect(postedAgain.body).toEqual(posted.body);
    expect(postedAgain.headers.get('idempotent-replayed')).toBe('true');
    const { list: myLoads } = await ok<{ list: { _id: string }[] }>(
      'GET',
      '/api/loads/user?status=pending',
      { token: shipper.token },
    );
    expect(myLoads.filter((load) => load._id === loadId)).toHaveLength(1);
    expect(myLoads).toHaveLength(1);

    // The provider's fleet (§7 Trucks and drivers) and its quote (§7 Quotes and payment).
    const truck = await ok<{ _id: string }>('POST', '/api/trucks', {
      token: provider.token,
      body: {
        name: 'Truck 1',
        model: 'Volvo FH',
        licensePlate: 'RUH 4821',
        type: '12M',
        weight: 20,
        weightUnit: 'ton',
        truckOption: 'curtain side',
      },
    });
    const driver = await ok<{ _id: string }>('POST', '/api/drivers', {
      token: provider.token,
      body: {
        name: 'Salem',
        phone: '561234567',
        licenseNo: 'KSA-77881',
        countryCode: '+966',
        country: 'Saudi Arabia',
      },
    });
    const quoteKey = randomUUID();
    const quoteBody = { loadId, offer: 1500, status: 'pending', truckId: truck._id };
    const quoted = await ok<{ _id: string }>('POST', '/api/quote/create', {
      token: provider.token,
      body: quoteBody,
      headers: { 'idempotency-key': quoteKey },
    });
    const quotedAgain = await ok<{ _id: string }>('POST', '/api/quote/create', {
      token: provider.token,
      body: quoteBody,
      headers: { 'idempotency-key': quoteKey },
    });
    expect(quotedAgain._id).toBe(quoted._id);
    const groupQuotes = await ok<{ _id: string }[] | { _id: string }>(
      'POST',
      '/api/quote/get-by-load-group',
      { token: provider.token, body: { loadId } },
    );
    expect([groupQuotes].flat()).toHaveLength(1);

    // The shipper sees the quote, pays with the test provider and accepts.
    const { load } = await ok<{ load: { quotes: { _id: string; status: string }[] } }>(
      'GET',
      `/api/loads/${loadId}`,
      { token: shipper.token },
    );
    expect(load.quotes.map((quote) => quote._id)).toEqual([quoted._id]);
    const intent = await ok<{ clientSecret: string; paymentIntentId: string }>(
      'POST',
      '/api/payments/create-intent',
      { token: shipper.token, body: { quoteId: quoted._id, loadId } },
    );
    expect(intent.clientSecret).toEqual(expect.any(String));
    await ok('POST', '/api/payments/test/confirm', {
      token: shipper.token,
      body: { paymentIntentId: intent.paymentIntentId, cardNumber: '4242424242424242' },
    });
    const accept = {
      quoteId: quoted._id,
      status: 'accepted',
      paymentIntentId: intent.paymentIntentId,
      paymentStatus: 'succeeded',
      paymentCreatedAt: t.clock.now().toISOString(),
    };
    const acceptKey = randomUUID();
    const accepted = await api('PUT', '/api/quote/status', {
      token: shipper.token,
      body: accept,
      headers: { 'idempotency-key': acceptKey },
    });
    expect(accepted.status).toBe(200);
    const acceptedAgain = await api('PUT', '/api/quote/status', {
      token: shipper.token,
      body: accept,
      headers: { 'idempotency-key': acceptKey },
    });
    expect(acceptedAgain.body).toEqual(accepted.body);

    // The provider starts the trip, assigns driver and truck, and makes the driver's link.
    const trip = await ok<{ tripId: string }>('POST', '/api/trips/create', {
      token: provider.token,
      body: {
        quoteId: quoted._id,
        loadId,
        truckId: truck._id,
        driverId: null,
        basePrice: 1500,
        status: 'confirmed',
      },
    });
    const { tripId } = trip;
    expect(
      (
        await ok<{ tripId: string }>('GET', `/api/trips/getbyloadid/${loadId}`, {
          token: provider.token,
        })
      ).tripId,
    ).toBe(tripId);
    await ok('POST', `/api/trips/${tripId}/assign`, {
      token: provider.token,
      body: { type: 'driver', driverId: driver._id },
    });
    await ok('POST', `/api/trips/${tripId}/assign`, {
      token: provider.token,
      body: { type: 'truck', truckId: truck._id },
    });
    const { linkUrl } = await ok<{ linkUrl: string }>('POST', '/api/driver-links/create', {
      token: provider.token,
      body: { tripId, driverId: driver._id, providerId: provider.userId },
    });
    const [, linkTripId, linkId] = /^\/trip\/([^/]+)\/details\/([^/]+)$/.exec(linkUrl) ?? [];
    expect(linkTripId).toBe(tripId);

    // The driver's phone (§5 Driver link): a device key made once, bound by verify-device.
    const deviceKey = randomBytes(32).toString('base64url');
    const phone = { 'x-device-key': deviceKey };
    const verified = await ok<{ verified: boolean; isActive: boolean }>(
      'POST',
      `/api/driver-links/verify-device/${linkId}`,
      {
        body: {
          deviceInfo: {
            userAgent: 'Black box',
            platform: 'Linux',
            screenWidth: 390,
            screenHeight: 844,
          },
          tripId,
          deviceKey,
        },
      },
    );
    expect(verified).toEqual({ verified: true, isActive: true });
    const view = await ok<{ status: string; driverDetails: { name: string } }>(
      'GET',
      `/api/trips/getbyid/${tripId}`,
      { headers: phone },
    );
    expect(view).toMatchObject({ status: 'confirmed', driverDetails: { name: 'Salem' } });
    const stranger = await api('GET', `/api/trips/getbyid/${tripId}`, {
      headers: { 'x-device-key': randomBytes(32).toString('base64url') },
    });
    expect(stranger.status).toBe(403);

    // The status steps with X-Device-Key only; the outbox's replay is the same answer, once.
    for (const status of ['out_to_collect', 'loaded', 'out_to_unload']) {
      const key = randomUUID();
      const step = await api('PUT', `/api/trips/update/status/${tripId}`, {
        body: { status },
        headers: { ...phone, 'idempotency-key': key },
      });
      expect(step.status, JSON.stringify(step.body)).toBe(200);
      const replay = await api('PUT', `/api/trips/update/status/${tripId}`, {
        body: { status },
        headers: { ...phone, 'idempotency-key': key },
      });
      expect(replay.body).toEqual(step.body);
      expect(replay.headers.get('idempotent-replayed')).toBe('true');
    }
    const shipperSees = await ok<{ load: { status: string } }>('GET', `/api/loads/${loadId}`, {
      token: shipper.token,
    });
    expect(shipperSees.load.status).toBe('out_to_unload');

    // A charge with a photo, its link named by the body's linkId; the replay adds nothing.
    const chargeForm = () => {
      const form = new FormData();
      form.append('linkId', String(linkId));
      form.append('reason', 'Border toll');
      form.append('amount', '45.5');
      form.append('files', new Blob([PNG], { type: 'image/png' }), 'receipt.png');
      return form;
    };
    const chargeKey = randomUUID();
    const charged = await api<{ charge: { _id: string; images: unknown[] } }>(
      'POST',
      '/api/trip-charges/add',
      { form: chargeForm(), headers: { ...phone, 'idempotency-key': chargeKey } },
    );
    expect(charged.status, JSON.stringify(charged.body)).toBe(200);
    expect(charged.body.data?.charge.images).toHaveLength(1);
    const chargedAgain = await api('POST', '/api/trip-charges/add', {
      form: chargeForm(),
      headers: { ...phone, 'idempotency-key': chargeKey },
    });
    expect(chargedAgain.body).toEqual(charged.body);
    const details = await ok<{ charges: { _id: string; reason: string }[] }>(
      'GET',
      `/api/driver-links/details/${linkId}`,
      { token: provider.token },
    );
    expect(details.charges).toEqual([
      expect.objectContaining({ _id: charged.body.data?.charge._id, reason: 'Border toll' }),
    ]);

    // The consignee's proof goes in before Completed; the shipper then sees it.
    const proofForm = new FormData();
    proofForm.append('recipientName', 'Khalid Al Mansoori');
    proofForm.append('recordedAt', t.clock.now().toISOString());
    proofForm.append('signature', new Blob([PNG], { type: 'image/png' }), 'signature.png');
    const proof = await api('POST', `/api/driver-links/${linkId}/delivery-proof`, {
      form: proofForm,
      headers: { ...phone, 'idempotency-key': randomUUID() },
    });
    expect(proof.status, JSON.stringify(proof.body)).toBe(200);
    const delivered = await ok<{ load: { deliveryProof: { recipientName: string } | null } }>(
      'GET',
      `/api/loads/${loadId}`,
      { token: shipper.token },
    );
    expect(delivered.load.deliveryProof?.recipientName).toBe('Khalid Al Mansoori');

    // The last step completes the trip and switches the link off.
    await ok('PUT', `/api/trips/update/status/${tripId}`, {
      body: { status: 'completed' },
      headers: { ...phone, 'idempotency-key': randomUUID() },
    });
    const ended = await ok<{ status: string }>('GET', `/api/trips/getbyid/${tripId}`, {
      token: provider.token,
    });
    expect(ended.status).toBe('completed');
    const afterEnd = await api('POST', '/api/trip-charges/add', {
      form: chargeForm(),
      headers: { ...phone, 'idempotency-key': randomUUID() },
    });
    expect(afterEnd.status).toBe(403);
  });
});
