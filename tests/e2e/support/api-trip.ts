import { expect, type APIRequestContext, type Browser } from '@playwright/test';
import { E2E_CODE } from './test-phones';

type Envelope<T> = { success: boolean; msg?: string; data?: T };

async function call<T>(
  request: APIRequestContext,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  token: string | null,
  body?: unknown,
): Promise<T> {
  const response = await request.fetch(url, {
    method,
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    data: body,
  });
  const payload = (await response.json()) as Envelope<T>;
  expect(response.status(), `${method} ${url}: ${payload.msg ?? ''}`).toBe(200);
  return payload.data as T;
}

/** A user signed in and profiled through the API: a shipper, or a provider with its own group. */
async function apiSignedUp(
  request: APIRequestContext,
  phone: string,
  userType: 'user' | 'provider',
  companyName: string,
) {
  const sent = await call<{ otpId: string }>(request, 'POST', '/api/user/send-otp', null, {
    phone,
    countryCode: '+966',
  });
  const session = await call<{ token: string; _id: string; sessionId: string }>(
    request,
    'POST',
    '/api/user/verify-otp',
    null,
    { phoneNumber: phone, otp: E2E_CODE, otpId: sent.otpId },
  );
  const [userName, lastName] = userType === 'user' ? ['Hind', 'Al Saud'] : ['Nasser', 'Al Amri'];
  await call(request, 'POST', '/api/user/update-profile', session.token, {
    userId: session._id,
    userData: {
      userName,
      lastName,
      email: `${userName.toLowerCase()}.${phone}@${userType}.example`,
      companyName,
      companyAddress: 'King Fahd Road, Riyadh',
      userType,
    },
  });
  return session;
}

/** A shipper signed in and profiled through the API, for the other side of a browser test. */
export function apiShipper(request: APIRequestContext, phone: string) {
  return apiSignedUp(request, phone, 'user', 'Hind Trading');
}

/** A provider with a group of its own, signed in through the API. */
export function apiProvider(request: APIRequestContext, phone: string, company: string) {
  return apiSignedUp(request, phone, 'provider', company);
}

/** The trip's driver tracking link, made by its provider: the path a driver opens. */
export async function apiDriverLink(request: APIRequestContext, token: string, tripId: string) {
  const created = await call<{ linkUrl: string; link: { _id: string } }>(
    request,
    'POST',
    '/api/driver-links/create',
    token,
    { tripId },
  );
  return { linkId: created.link._id, path: new URL(created.linkUrl, 'http://x').pathname };
}

/** A browser context signed in with a session made through the API (no second code needed). */
export async function signedInContext(
  browser: Browser,
  session: { token: string; _id: string; sessionId: string },
  userType: 'user' | 'provider',
  viewport: { width: number; height: number } | null,
) {
  const context = await browser.newContext({ viewport: viewport ?? undefined });
  await context.addInitScript(
    ({ token, userId, sessionId, role }) => {
      if (localStorage.getItem('token')) return;
      localStorage.setItem('token', token);
      localStorage.setItem('userId', userId);
      localStorage.setItem('sessionId', sessionId);
      localStorage.setItem('userType', role);
    },
    { token: session.token, userId: session._id, sessionId: session.sessionId, role: userType },
  );
  return context;
}

/** A truck and a driver of the provider's group, assigned to the trip through the API. */
export async function apiAssignFleet(
  request: APIRequestContext,
  token: string,
  tripId: string,
  driver: { name: string; phone: string },
) {
  const truck = await call<{ _id: string }>(request, 'POST', '/api/trucks', token, {
    name: 'Border runner',
    model: 'Scania R 450',
    licensePlate: `KSA ${driver.phone.slice(-4)}`,
    type: '12M',
    weight: 20,
    weightUnit: 'ton',
    truckOption: 'closed box',
  });
  const added = await call<{ _id: string }>(request, 'POST', '/api/drivers', token, {
    name: driver.name,
    phone: driver.phone,
    licenseNo: 'SA-DL-7781204',
    countryCode: '+966',
    country: 'Saudi Arabia',
  });
  await call(request, 'POST', `/api/trips/${tripId}/assign`, token, {
    type: 'driver',
    driverId: added._id,
  });
  await call(request, 'POST', `/api/trips/${tripId}/assign`, token, {
    type: 'truck',
    truckId: truck._id,
  });
}

/**
 * The deal through the API (the deal's own browser test covers its screens): the shipper posts,
 * the provider quotes, the shipper pays with the test card, the provider starts the trip.
 */
export async function apiConfirmedTrip(
  request: APIRequestContext,
  tokens: { shipper: string; provider: string },
  load: { material: string; scheduledDate: string },
) {
  const { loadId } = await call<{ loadId: string }>(
    request,
    'POST',
    '/api/loads/create',
    tokens.shipper,
    {
      source: { country: 'Saudi Arabia', city: 'Riyadh' },
      destination: { country: 'Saudi Arabia', city: 'Jeddah' },
      loadType: 'FTL',
      currency: 'SAR',
      material: load.material,
      hsnCode: null,
      weight: { value: 16, unit: 'ton' },
      scheduledDate: load.scheduledDate,
      images: [],
      status: 'pending',
      truckType: '12M',
      truckSubType: 'closed box',
    },
  );
  const quote = await call<{ _id: string }>(request, 'POST', '/api/quote/create', tokens.provider, {
    loadId,
    offer: 2750,
    status: 'pending',
  });
  const intent = await call<{ paymentIntentId: string }>(
    request,
    'POST',
    '/api/payments/create-intent',
    tokens.shipper,
    { quoteId: quote._id, loadId },
  );
  await call(request, 'POST', '/api/payments/test/confirm', tokens.shipper, {
    paymentIntentId: intent.paymentIntentId,
    cardNumber: '4242424242424242',
  });
  await call(request, 'PUT', '/api/quote/status', tokens.shipper, {
    quoteId: quote._id,
    status: 'accepted',
    paymentIntentId: intent.paymentIntentId,
  });
  const trip = await call<{ tripId: string; tripNumber: string }>(
    request,
    'POST',
    '/api/trips/create',
    tokens.provider,
    { quoteId: quote._id, loadId },
  );
  const details = await call<{ load: { id: string } }>(
    request,
    'GET',
    `/api/loads/${loadId}`,
    tokens.shipper,
  );
  return { ...trip, loadDisplayId: details.load.id };
}
