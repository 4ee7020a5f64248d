import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeLoad, makeQuote, mockApi, QUOTE_ID, renderQuoteDialog } from './payment-test-harness';

const rejectedOk = { body: { success: true, data: { quoteId: QUOTE_ID, status: 'rejected' } } };
const dialog = () => screen.getByRole('dialog', { name: 'Quote Details' });

afterEach(() => vi.unstubAllGlobals());

describe('Rejecting a quote', () => {
  it('asks first, then rejects it and tells the panel', async () => {
    const calls = mockApi({ 'PUT /api/quote/status': [rejectedOk] });
    const user = userEvent.setup();
    const { onChanged, onClose } = renderQuoteDialog();

    await user.click(screen.getByRole('button', { name: 'Reject Quote' }));
    expect(calls).toHaveLength(0);
    expect(screen.getByText('Reject the quote from Al Noor Transport?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Yes, Reject Quote' }));

    await waitFor(() => expect(onChanged).toHaveBeenCalledOnce());
    expect(onClose).toHaveBeenCalledOnce();
    expect(calls).toEqual([
      {
        method: 'PUT',
        url: '/api/quote/status',
        body: { quoteId: QUOTE_ID, status: 'rejected' },
        // The decision carries its own key, so a retry of a lost answer decides nothing twice.
        idempotencyKey: expect.stringMatching(/^[0-9a-f-]{32,36}$/),
      },
    ]);
    expect(await screen.findByText('Quote rejected.')).toBeInTheDocument();
  });

  it('Go Back leaves the quote as it was', async () => {
    const calls = mockApi({});
    const user = userEvent.setup();
    const { onChanged } = renderQuoteDialog();
    await user.click(screen.getByRole('button', { name: 'Reject Quote' }));
    await user.click(screen.getByRole('button', { name: 'Go Back' }));
    expect(screen.getByRole('button', { name: 'Pay & Accept' })).toBeEnabled();
    expect(calls).toHaveLength(0);
    expect(onChanged).not.toHaveBeenCalled();
  });

  it('cancels an acceptance by rejecting the accepted quote', async () => {
    const calls = mockApi({ 'PUT /api/quote/status': [rejectedOk] });
    const user = userEvent.setup();
    const quote = makeQuote({ status: 'accepted' });
    const { onChanged } = renderQuoteDialog({ load: makeLoad({ quotes: [quote] }), quote });

    await user.click(screen.getByRole('button', { name: 'Cancel Acceptance' }));
    expect(
      screen.getByText(
        'Cancel the acceptance of the quote from Al Noor Transport? The quote will be marked rejected, the trip called off and your payment refunded in full.',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Yes, Cancel Acceptance' }));

    // onChanged refetches the load on the panel.
    await waitFor(() => expect(onChanged).toHaveBeenCalledOnce());
    expect(calls.map((call) => call.body)).toEqual([{ quoteId: QUOTE_ID, status: 'rejected' }]);
    expect(
      await screen.findByText('Acceptance cancelled. Your payment will be refunded in full.'),
    ).toBeInTheDocument();
  });

  it("says 'Failed to rejected quote. Please try again.' when the server gives no reason", async () => {
    mockApi({ 'PUT /api/quote/status': [{ status: 500, body: { success: false } }] });
    const user = userEvent.setup();
    const { onChanged, onClose } = renderQuoteDialog();
    await user.click(screen.getByRole('button', { name: 'Reject Quote' }));
    await user.click(screen.getByRole('button', { name: 'Yes, Reject Quote' }));

    const alert = await within(dialog()).findByRole('alert');
    expect(alert).toHaveTextContent('Failed to rejected quote. Please try again.');
    expect(screen.getAllByText('Failed to rejected quote. Please try again.')).toHaveLength(2);
    expect(onChanged).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
    // Back to the quote's own actions, so the shipper can try again.
    expect(screen.getByRole('button', { name: 'Reject Quote' })).toBeEnabled();
  });

  it("prefers the server's message", async () => {
    const msg = 'Cannot modify quotes when one has already been accepted.';
    mockApi({ 'PUT /api/quote/status': [{ status: 409, body: { success: false, msg } }] });
    const user = userEvent.setup();
    renderQuoteDialog();
    await user.click(screen.getByRole('button', { name: 'Reject Quote' }));
    await user.click(screen.getByRole('button', { name: 'Yes, Reject Quote' }));
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent(msg);
  });
});
