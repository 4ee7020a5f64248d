import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

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
