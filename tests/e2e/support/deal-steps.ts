import {
  expect,
  type APIRequestContext,
  type Locator,
  type Page,
  type TestInfo,
} from '@playwright/test';
import {
  apiAssignFleet,
  apiConfirmedTrip,
  apiPostLoad,
  apiProvider,
  apiQuote,
  apiShipper,
} from './api-trip';
import { phoneFor } from './test-phones';

type Envelope<T> = { success: boolean; msg?: string; data?: T };

/** One API call through the test's request context; anything but 200 fails the test. */
export async function apiCall<T>(
  request: APIRequestContext,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  token: string,
  body?: unknown,
): Promise<T> {
  const response = await request.fetch(url, {
    method,
    headers: { Authorization: `Bearer ${token}` },
    data: body,
  });
  const payload = (await response.json()) as Envelope<T>;
  expect(response.status(), `${method} ${url}: ${payload.msg ?? ''}`).toBe(200);
  return payload.data as T;
}

/** A truck of the provider's group, so it can offer quotes. */
export function apiAddTruck(request: APIRequestContext, token: string, plate: string) {
  return apiCall<{ _id: string }>(request, 'POST', '/api/trucks', token, {
    name: 'Long hauler',
    model: 'Mercedes Actros',
    licensePlate: plate,
    type: '12M',
    weight: 20,
    weightUnit: 'ton',
    truckOption: 'closed box',
  });
}

/** The shipper pays the quote with the test provider's card and accepts it (no trip yet). */
export async function apiPayAndAccept(
  request: APIRequestContext,
  shipperToken: string,
  quote: { quoteId: string; loadId: string },
) {
  const intent = await apiCall<{ paymentIntentId: string }>(
    request,
    'POST',
    '/api/payments/create-intent',
    shipperToken,
    quote,
  );
  await apiCall(request, 'POST', '/api/payments/test/confirm', shipperToken, {
    paymentIntentId: intent.paymentIntentId,
    cardNumber: '4242424242424242',
  });
  await apiCall(request, 'PUT', '/api/quote/status', shipperToken, {
    quoteId: quote.quoteId,
    status: 'accepted',
    paymentIntentId: intent.paymentIntentId,
  });
}

/** Who deals: the shipper's phone is the test's slot `first`, the provider's `first + 1`. */
type DealParties = { first: number; company: string };

/** A shipper and a provider (with its company) signed up through the API for one deal. */
export async function apiDealParties(
  request: APIRequestContext,
  testInfo: TestInfo,
  { first, company }: DealParties,
) {
  const shipper = await apiShipper(request, phoneFor(testInfo, first));
  const provider = await apiProvider(request, phoneFor(testInfo, first + 1), company);
  return { shipper, provider };
}

/**
 * A deal set up through the API as far as the test needs it: the shipper's load posted (the
 * provider given a truck to quote with, when `truckPlate` says which), then quoted at `offer`,
 * then paid with the test card and accepted (`paid`), no trip yet.
 */
export async function apiLoadDeal(
  request: APIRequestContext,
  testInfo: TestInfo,
  deal: DealParties & { material: string; truckPlate?: string; offer?: number; paid?: boolean },
) {
  const parties = await apiDealParties(request, testInfo, deal);
  const { shipper, provider } = parties;
  if (deal.truckPlate) await apiAddTruck(request, provider.token, deal.truckPlate);
  const load = await apiPostLoad(request, shipper.token, deal.material);
  if (deal.offer === undefined) return { ...parties, load };
  const quote = await apiQuote(request, provider.token, load.loadId, deal.offer);
  if (deal.paid) {
    await apiPayAndAccept(request, shipper.token, { quoteId: quote._id, loadId: load.loadId });
  }
  return { ...parties, load, quote };
}

/**
 * The whole deal through the API: tomorrow's load posted, quoted, paid, accepted and its trip
 * started; with `driver`, a truck and that driver (phone slot `first + 2`) assigned to the trip.
 */
export async function apiTripDeal(
  request: APIRequestContext,
  testInfo: TestInfo,
  deal: DealParties & { material: string; driver?: string },
) {
  const parties = await apiDealParties(request, testInfo, deal);
  const tokens = { shipper: parties.shipper.token, provider: parties.provider.token };
  const scheduledDate = new Date(Date.now() + 86_400_000).toISOString();
  const trip = await apiConfirmedTrip(request, tokens, { material: deal.material, scheduledDate });
  if (deal.driver) {
    const driver = { name: deal.driver, phone: phoneFor(testInfo, deal.first + 2) };
    await apiAssignFleet(request, tokens.provider, trip.tripId, driver);
  }
  return { ...parties, trip };
}

/** The amount beside 'Total' in a price block (base price plus approved charges). */
export function totalIn(scope: Locator | Page): Locator {
  return scope.getByText('Total', { exact: true }).locator('xpath=following-sibling::dd');
}

/**
 * What a double click must never put on screen: SPEC's 'Failed…'/'Error…' texts and the refusals
 * a second request would earn (a second quote, trip, link or decision), or a wait told as a failure.
 */
export const FAILURE_TEXT =
  /failed|error|already (quoted|exists|decided|has an active tracking link)|still being processed/i;
