import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  INTENT_ID,
  intentReply,
  mockApi,
  QUOTE_ID,
  renderQuoteDialog,
  statusOk,
} from './payment-test-harness';

// Stripe.js itself comes from js.stripe.com; only its loader (third-party) is replaced.
const { loadStripe } = vi.hoisted(() => ({ loadStripe: vi.fn() }));
vi.mock('@stripe/stripe-js/pure', () => ({ loadStripe }));

const config = (stripePublishableKey: string | null) => ({
  body: {
    success: true,
    data: {
      paymentProvider: 'stripe',
      stripePublishableKey,
      tileUrl: null,
      tileAttribution: null,
      geocoder: false,
    },
  },
});

/** Enough of a Stripe instance for the real <Elements> and <PaymentElement> to mount. */
function fakeStripe(confirmPayment: ReturnType<typeof vi.fn>) {
  const element = { mount: vi.fn(), destroy: vi.fn(), update: vi.fn(), on: vi.fn(), off: vi.fn() };
  const elements = { create: vi.fn(() => element), update: vi.fn(), getElement: vi.fn() };
  return {
    elements: vi.fn(() => elements),
    createToken: vi.fn(),
    createPaymentMethod: vi.fn(),
    confirmCardPayment: vi.fn(),
    confirmPayment,
    _registerWrapper: vi.fn(),
    registerAppInfo: vi.fn(),
  };
}

async function openPayment(user: UserEvent) {
  await user.click(screen.getByRole('button', { name: 'Pay & Accept' }));
  return within(await screen.findByRole('dialog', { name: 'Complete Payment' }));
}

beforeEach(() => {
  loadStripe.mockReset();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('Paying with Stripe', () => {
  it("says 'Stripe publishable key not configured' and never loads Stripe.js", async () => {
    mockApi({
      'POST /api/payments/create-intent': [intentReply('stripe')],
      'GET /api/config': [config(null)],
    });
    const user = userEvent.setup();
    renderQuoteDialog();
    const payment = await openPayment(user);
    expect(await payment.findByRole('alert')).toHaveTextContent(
      'Stripe publishable key not configured',
    );
    expect(loadStripe).not.toHaveBeenCalled();
    expect(payment.queryByRole('button', { name: /^Pay / })).toBeNull();
  });

  it('gives up on Stripe.js after 15 seconds, and Retry loads it again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mockApi({
      'POST /api/payments/create-intent': [intentReply('stripe')],
      'GET /api/config': [config('pk_test_123')],
    });
    loadStripe.mockReturnValue(new Promise(() => {}));
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderQuoteDialog();
    const payment = await openPayment(user);
    await waitFor(() => expect(loadStripe).toHaveBeenCalledWith('pk_test_123'));
    expect(payment.getByText('Loading the secure payment form…')).toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(14_900));
    expect(payment.queryByRole('alert')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(payment.getByRole('alert')).toHaveTextContent(
      'Failed to load Stripe.js: timed out after 15 seconds. Please check your internet connection and try again.',
    );

    loadStripe.mockResolvedValueOnce(null);
    await user.click(payment.getByRole('button', { name: 'Retry' }));
    expect(await payment.findByText('Failed to initialize Stripe')).toBeInTheDocument();
    expect(loadStripe).toHaveBeenCalledTimes(2);
  });

  it("puts the script's failure into SPEC's sentence", async () => {
    mockApi({
      'POST /api/payments/create-intent': [intentReply('stripe')],
      'GET /api/config': [config('pk_test_123')],
    });
    loadStripe.mockRejectedValue(new Error('Failed to load Stripe.js'));
    const user = userEvent.setup();
    renderQuoteDialog();
    const payment = await openPayment(user);
    expect(await payment.findByRole('alert')).toHaveTextContent(
      'Failed to load Stripe.js: Failed to load Stripe.js. Please check your internet connection and try again.',
    );
  });

  it('confirms in place with the Payment Element, then accepts the quote', async () => {
    const calls = mockApi({
      'POST /api/payments/create-intent': [intentReply('stripe')],
      'GET /api/config': [config('pk_test_123')],
      'PUT /api/quote/status': [statusOk],
    });
    const confirmPayment = vi.fn(async () => ({
      paymentIntent: { id: INTENT_ID, status: 'succeeded', created: 1_741_000_000 },
    }));
    const stripe = fakeStripe(confirmPayment);
    loadStripe.mockResolvedValue(stripe);
    const user = userEvent.setup();
    renderQuoteDialog();
    const payment = await openPayment(user);

    expect(await payment.findByText('Payments are secured by Stripe')).toBeInTheDocument();
    await user.click(await payment.findByRole('button', { name: 'Pay SAR 1,250.00' }));

    expect(await screen.findByRole('dialog', { name: 'Payment Successful!' })).toBeInTheDocument();
    expect(stripe.elements).toHaveBeenCalledWith(
      expect.objectContaining({ clientSecret: `${INTENT_ID}_secret_abc` }),
    );
    expect(confirmPayment).toHaveBeenCalledWith(
      expect.objectContaining({ redirect: 'if_required', elements: expect.anything() }),
    );
    expect(calls.at(-1)?.body).toEqual({
      quoteId: QUOTE_ID,
      status: 'accepted',
      paymentIntentId: INTENT_ID,
      paymentStatus: 'succeeded',
      paymentCreatedAt: 1_741_000_000,
    });
  });

  it("shows Stripe's own error and does not accept the quote", async () => {
    const calls = mockApi({
      'POST /api/payments/create-intent': [intentReply('stripe')],
      'GET /api/config': [config('pk_test_123')],
    });
    const confirmPayment = vi.fn(async () => ({
      error: { type: 'card_error', message: 'Your card has insufficient funds.' },
    }));
    loadStripe.mockResolvedValue(fakeStripe(confirmPayment));
    const user = userEvent.setup();
    renderQuoteDialog();
    const payment = await openPayment(user);
    await user.click(await payment.findByRole('button', { name: 'Pay SAR 1,250.00' }));

    expect(await payment.findByRole('alert')).toHaveTextContent(
      'Your card has insufficient funds.',
    );
    expect(calls.some((call) => call.url === '/api/quote/status')).toBe(false);
  });
});
