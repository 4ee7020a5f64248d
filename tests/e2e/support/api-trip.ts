import {
  expect,
  type APIRequestContext,
  type Browser,
  type BrowserContextOptions,
} from '@playwright/test';
import {
  apiAssignToTrip,
  apiAssignTruckAndDriver,
  apiCreateDriverLink,
  apiDealOnLoad,
  apiSignUp,
  apiStartTrip,
  type ApiCall,
} from './deal-api';
import { noisyPng } from './png';
import { E2E_CODE } from './test-phones';

type Envelope<T> = { success: boolean; msg?: string; data?: T };

/** Calls through the test's request context; a status other than 200 fails the test. */
function callerOf(request: APIRequestContext): ApiCall {
  return async <T>(
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    token: string | null,
    body?: unknown,
  ): Promise<T> => {
    const response = await request.fetch(url, {
      method,
      headers: token ? { Authorization: `Bearer ${token}` } : {},
      data: body,
    });
    const payload = (await response.json()) as Envelope<T>;
    expect(response.status(), `${method} ${url}: ${payload.msg ?? ''}`).toBe(200);
    return payload.data as T;
  };
}

/** A shipper signed in and profiled through the API, for the other side of a browser test. */
export function apiShipper(request: APIRequestContext, phone: string) {
  return apiSignUp(callerOf(request), {
    phone,
    code: E2E_CODE,
    userType: 'user',
    companyName: 'Hind Trading',
  });
}

/** A provider with a group of its own, signed in through the API. */
export function apiProvider(request: APIRequestContext, phone: string, company: string) {
  return apiSignUp(callerOf(request), {
    phone,
    code: E2E_CODE,
    userType: 'provider',
    companyName: company,
  });
}

/** The trip's driver tracking link, made by its provider: the path a driver opens. */
export function apiDriverLink(request: APIRequestContext, token: string, tripId: string) {
  return apiCreateDriverLink(callerOf(request), token, tripId);
}

/** A browser context signed in with a session made through the API (no second code needed). */
export async function signedInContext(
  browser: Browser,
  session: { token: string; _id: string; sessionId: string },
  userType: 'user' | 'provider',
  viewport: { width: number; height: number } | null,
  options: BrowserContextOptions = {},
) {
  const context = await browser.newContext({ ...options, viewport: viewport ?? undefined });
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
export function apiAssignFleet(
  request: APIRequestContext,
  token: string,
  tripId: string,
  driver: { name: string; phone: string },
) {
  return apiAssignTruckAndDriver(callerOf(request), token, tripId, driver);
}

/** A driver and a truck of the provider's group, added before, assigned to the trip. */
export function apiAssignFleetById(
  request: APIRequestContext,
  token: string,
  tripId: string,
  fleet: { driverId: string; truckId: string },
) {
  return apiAssignToTrip(callerOf(request), token, tripId, fleet);
}

/**
 * The deal through the API (the deal's own browser test covers its screens): the shipper posts,
 * the provider quotes, the shipper pays with the test card, the provider starts the trip.
 */
export function apiConfirmedTrip(
  request: APIRequestContext,
  tokens: { shipper: string; provider: string },
  load: { material: string; scheduledDate: string },
) {
  return apiStartTrip(callerOf(request), tokens, load);
}

/** The deal through the API on a load the shipper has posted: quote, pay, accept, start. */
export function apiTripOnLoad(
  request: APIRequestContext,
  tokens: { shipper: string; provider: string },
  loadId: string,
) {
  return apiDealOnLoad(callerOf(request), tokens, loadId);
}

/** A shipper's load posted through the API; returns its id and display id (LD-…). */
export async function apiPostLoad(request: APIRequestContext, token: string, material: string) {
  const call = callerOf(request);
  const { loadId } = await call<{ loadId: string }>('POST', '/api/loads/create', token, {
    source: { country: 'Saudi Arabia', city: 'Riyadh' },
    destination: { country: 'Saudi Arabia', city: 'Jeddah' },
    loadType: 'FTL',
    currency: 'SAR',
    material,
    hsnCode: null,
    weight: { value: 14, unit: 'ton' },
    scheduledDate: new Date(Date.now() + 2 * 86_400_000).toISOString(),
    images: [],
    status: 'pending',
    truckType: '12M',
    truckSubType: 'closed box',
  });
  const { load } = await call<{ load: { id: string } }>('GET', `/api/loads/${loadId}`, token);
  return { loadId, displayId: load.id };
}

/** A provider's offer on a load, through the API. */
export async function apiQuote(
  request: APIRequestContext,
  token: string,
  loadId: string,
  offer: number,
) {
  return callerOf(request)<{ _id: string }>('POST', '/api/quote/create', token, {
    loadId,
    offer,
    status: 'pending',
  });
}

/** One of the provider group's trucks, added through the API; returns its id. */
export async function apiAddTruck(
  request: APIRequestContext,
  token: string,
  truck: {
    name: string;
    model: string;
    licensePlate: string;
    type: string;
    weight: number;
    truckOption: string;
  },
) {
  const added = await callerOf(request)<{ _id: string }>('POST', '/api/trucks', token, {
    ...truck,
    weightUnit: 'ton',
  });
  return added._id;
}

/** One of the provider group's drivers (a Saudi number), added through the API; returns the id. */
export async function apiAddDriver(
  request: APIRequestContext,
  token: string,
  driver: { name: string; phone: string; licenseNo: string },
) {
  const added = await callerOf(request)<{ _id: string }>('POST', '/api/drivers', token, {
    ...driver,
    countryCode: '+966',
    country: 'Saudi Arabia',
  });
  return added._id;
}

/**
 * The bound phone sends the consignee's proof of delivery, which Completed needs first (issue 21):
 * a name and a small signature PNG, through the same multipart call the driver page makes.
 */
export async function apiDeliveryProof(
  request: APIRequestContext,
  link: { linkId: string; deviceKey: string },
  recipientName = 'Receiving clerk',
) {
  const response = await request.post(`/api/driver-links/${link.linkId}/delivery-proof`, {
    headers: { 'X-Device-Key': link.deviceKey, 'X-Link-Id': link.linkId },
    multipart: {
      recipientName,
      recordedAt: new Date().toISOString(),
      signature: { name: 'signature.png', mimeType: 'image/png', buffer: noisyPng(60, 20) },
    },
  });
  expect(response.status(), await response.text()).toBe(200);
}
