import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  deferred,
  INTENT_ID,
  intentReply,
  LOAD_ID,
  mockApi,
  QUOTE_ID,
  renderQuoteDialog,
  statusOk,
} from './payment-test-harness';

const paymentDialog = () => screen.findByRole('dialog', { name: 'Complete Payment' });
const confirmed = {
  body: { success: true, data: { paymentIntentId: INTENT_ID, status: 'succeeded' } },
};

async function openPayment(user: UserEvent) {
  await user.click(screen.getByRole('button', { name: 'Pay & Accept' }));
  // docs/product.md §9: the quote dialog closes first; the payment dialog follows 300 ms later.
  expect(screen.queryByRole('dialog')).toBeNull();
  return within(await paymentDialog());
}

async function fillCard(user: UserEvent, cardNumber: string) {
  await user.type(await screen.findByLabelText('Card number'), cardNumber);
  await user.type(screen.getByLabelText('Expiry date'), '1239');
  await user.type(screen.getByLabelText('CVC'), '123');
}

afterEach(() => vi.unstubAllGlobals());

describe('Paying with the test provider', () => {
  it('creates an intent, confirms the card, accepts the quote and shows the success dialog', async () => {
    const calls = mockApi({
      'POST /api/payments/create-intent': [intentReply()],
      'POST /api/payments/test/confirm': [confirmed],
      'PUT /api/quote/status': [statusOk],
    });
    const user = userEvent.setup();
    const { onChanged, onClose } = renderQuoteDialog();
    const payment = await openPayment(user);

    expect(payment.getByText('SAR 1,250.00')).toBeInTheDocument();
    expect(await payment.findByText('Test mode — no card is charged')).toBeInTheDocument();
    expect(payment.getByText(/no money moves/)).toBeInTheDocument();
    await fillCard(user, '4242424242424242');
    expect(payment.getByLabelText('Card number')).toHaveValue('4242 4242 4242 4242');
    expect(payment.getByLabelText('Expiry date')).toHaveValue('12/39');
    await user.click(payment.getByRole('button', { name: 'Pay SAR 1,250.00' }));

    const success = within(await screen.findByRole('dialog', { name: 'Payment Successful!' }));
    expect(success.getByText('SAR 1,250.00')).toBeInTheDocument();
    // The quote's status as every screen names it, never the raw ACCEPTED (issue 18).
    expect(success.getByText('Accepted')).toBeInTheDocument();
    expect(success.queryByText('ACCEPTED')).toBeNull();
    expect(screen.getByText('Payment successful! Quote accepted.')).toBeInTheDocument();

    expect(calls.map(({ method, url }) => `${method} ${url}`)).toEqual([
      'POST /api/payments/create-intent',
      'POST /api/payments/test/confirm',
      'PUT /api/quote/status',
    ]);
    expect(calls[0]?.body).toEqual({ quoteId: QUOTE_ID, loadId: LOAD_ID });
    expect(calls[1]?.body).toEqual({ paymentIntentId: INTENT_ID, cardNumber: '4242424242424242' });
    expect(calls[2]?.body).toEqual({
      quoteId: QUOTE_ID,
      status: 'accepted',
      paymentIntentId: INTENT_ID,
      paymentStatus: 'succeeded',
      paymentCreatedAt: expect.any(String),
    });

    expect(onChanged).not.toHaveBeenCalled();
    // The footer's Close (the title bar has an icon-only Close too).
    await user.click(success.getByText('Close', { selector: 'button .button__label' }));
    expect(onChanged).toHaveBeenCalledOnce();
    expect(onClose).toHaveBeenCalledOnce();
  });

  it("says 'Processing...' and cannot be dismissed while the payment runs", async () => {
    const confirm = deferred<typeof confirmed>();
    mockApi({
      'POST /api/payments/create-intent': [intentReply()],
      'POST /api/payments/test/confirm': [confirm.promise],
      'PUT /api/quote/status': [statusOk],
    });
    const user = userEvent.setup();
    renderQuoteDialog();
    const payment = await openPayment(user);
    await fillCard(user, '4242424242424242');
    await user.click(payment.getByRole('button', { name: 'Pay SAR 1,250.00' }));

    // Busy: it keeps focus (aria-disabled) but refuses a second click.
    const pay = await payment.findByRole('button', { name: 'Processing...' });
    expect(pay).toHaveAttribute('aria-busy', 'true');
    expect(pay).toHaveAttribute('aria-disabled', 'true');
    expect(payment.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(payment.queryByRole('button', { name: 'Close' })).toBeNull();

    confirm.resolve(confirmed);
    expect(await screen.findByRole('dialog', { name: 'Payment Successful!' })).toBeInTheDocument();
  });

  it('shows the decline and never asks to accept the quote', async () => {
    const calls = mockApi({
      'POST /api/payments/create-intent': [intentReply()],
      'POST /api/payments/test/confirm': [
        { status: 402, body: { success: false, msg: 'Your card was declined.' } },
      ],
    });
    const user = userEvent.setup();
    const { onChanged } = renderQuoteDialog();
    const payment = await openPayment(user);
    await fillCard(user, '4000000000000002');
    await user.click(payment.getByRole('button', { name: 'Pay SAR 1,250.00' }));

    expect(await payment.findByRole('alert')).toHaveTextContent('Your card was declined.');
    expect(screen.getAllByText('Your card was declined.')).toHaveLength(2); // alert and toast
    expect(payment.getByRole('button', { name: 'Pay SAR 1,250.00' })).toBeEnabled();
    expect(calls.some((call) => call.url === '/api/quote/status')).toBe(false);
    expect(onChanged).not.toHaveBeenCalled();
  });

  it("says 'Failed to accept quote' when the payment went through but acceptance failed", async () => {
    const calls = mockApi({
      'POST /api/payments/create-intent': [intentReply()],
      'POST /api/payments/test/confirm': [confirmed],
      'PUT /api/quote/status': [{ status: 500, body: { success: false } }, statusOk],
    });
    const user = userEvent.setup();
    const { onChanged } = renderQuoteDialog();
    const payment = await openPayment(user);
    await fillCard(user, '4242424242424242');
    await user.click(payment.getByRole('button', { name: 'Pay SAR 1,250.00' }));

    const alert = await payment.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to accept quote');
    expect(alert).toHaveTextContent('Your payment went through');

    // A retry asks to accept again; the card is not charged a second time.
    await user.click(payment.getByRole('button', { name: 'Try Accepting Again' }));
    expect(await screen.findByRole('dialog', { name: 'Payment Successful!' })).toBeInTheDocument();
    expect(calls.filter((call) => call.url === '/api/payments/test/confirm')).toHaveLength(1);
    const acceptances = calls.filter((call) => call.url === '/api/quote/status');
    // Each attempt carries a key of its own (the server answers a repeat for one payment as done).
    const keys = acceptances.map((call) => call.idempotencyKey);
    expect(keys).toEqual([expect.any(String), expect.any(String)]);
    expect(new Set(keys).size).toBe(2);
    expect(onChanged).not.toHaveBeenCalled();
  });

  it("shows the server's reason when acceptance is refused, and refreshes the load on Cancel", async () => {
    const msg = 'Cannot modify quotes when one has already been accepted.';
    mockApi({
      'POST /api/payments/create-intent': [intentReply()],
      'POST /api/payments/test/confirm': [confirmed],
      'PUT /api/quote/status': [{ status: 409, body: { success: false, msg } }],
    });
    const user = userEvent.setup();
    const { onChanged, onClose } = renderQuoteDialog();
    const payment = await openPayment(user);
    await fillCard(user, '4242424242424242');
    await user.click(payment.getByRole('button', { name: 'Pay SAR 1,250.00' }));

    expect(await payment.findByRole('alert')).toHaveTextContent(msg);
    await user.click(payment.getByRole('button', { name: 'Cancel' }));
    expect(onChanged).toHaveBeenCalledOnce();
    expect(onClose).toHaveBeenCalledOnce();
  });

  it("says 'Payment was not completed successfully' when the provider does not report success", async () => {
    mockApi({
      'POST /api/payments/create-intent': [intentReply()],
      'POST /api/payments/test/confirm': [
        { body: { success: true, data: { paymentIntentId: INTENT_ID, status: 'processing' } } },
      ],
    });
    const user = userEvent.setup();
    renderQuoteDialog();
    const payment = await openPayment(user);
    await fillCard(user, '4242424242424242');
    await user.click(payment.getByRole('button', { name: 'Pay SAR 1,250.00' }));
    expect(await payment.findByRole('alert')).toHaveTextContent(
      'Payment was not completed successfully',
    );
  });

  it("says 'No client secret received from server' when the intent has none", async () => {
    mockApi({
      'POST /api/payments/create-intent': [
        { body: { success: true, data: { paymentIntentId: INTENT_ID, provider: 'test' } } },
      ],
    });
    const user = userEvent.setup();
    renderQuoteDialog();
    const payment = await openPayment(user);
    expect(await payment.findByRole('alert')).toHaveTextContent(
      'No client secret received from server',
    );
    expect(payment.queryByLabelText('Card number')).toBeNull();
    expect(payment.queryByRole('button', { name: /^Pay / })).toBeNull();
  });

  it('checks the card fields before calling the provider', async () => {
    const calls = mockApi({ 'POST /api/payments/create-intent': [intentReply()] });
    const user = userEvent.setup();
    renderQuoteDialog();
    const payment = await openPayment(user);
    await user.type(await payment.findByLabelText('Card number'), '4242');
    await user.type(payment.getByLabelText('Expiry date'), '0120');
    await user.click(payment.getByRole('button', { name: 'Pay SAR 1,250.00' }));

    expect(await payment.findByText('Enter the card number, digits only')).toBeInTheDocument();
    expect(payment.getByText('Enter a future expiry date as MM/YY')).toBeInTheDocument();
    expect(payment.getByText('Enter the 3-digit CVC')).toBeInTheDocument();
    await waitFor(() => expect(calls).toHaveLength(1));
  });
});
