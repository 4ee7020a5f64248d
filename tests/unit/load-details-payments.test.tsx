import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LoadPayment } from '../../src/contract/load-payments';
import { LoadDetailsPanel } from '../../src/features/loads/details/load-details-panel';
import {
  LOAD_ID,
  loadReply,
  makeLoad,
  makeQuote,
  mockApi,
  renderWithClient,
} from './load-details-harness';

const GET_LOAD = `GET /api/loads/${LOAD_ID}`;
const QUOTE_ID = makeQuote()._id;

function payment(overrides: Partial<LoadPayment> = {}): LoadPayment {
  return {
    _id: 'pay_3f9a1c2e',
    quoteId: QUOTE_ID,
    amount: 4500,
    currency: 'SAR',
    status: 'succeeded',
    createdAt: '2025-03-02T11:00:00.000Z',
    refund: null,
    ...overrides,
  };
}

const refund = (
  status: 'pending' | 'succeeded' | 'failed',
  completedAt: string | null = null,
): LoadPayment['refund'] => ({
  amount: 4500,
  status,
  createdAt: '2025-03-03T11:00:00.000Z',
  completedAt,
});

function renderPanel(payments: LoadPayment[] | undefined, currency = 'SAR') {
  mockApi({
    [GET_LOAD]: [loadReply(makeLoad({ currency, payments, quotes: [makeQuote({ currency })] }))],
  });
  renderWithClient(<LoadDetailsPanel loadId={LOAD_ID} onClose={vi.fn()} />);
}

const paymentsCard = () => screen.findByRole('region', { name: 'Payments' });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Payments on Load Details', () => {
  it('says what became of each payment, and leaves out the ones that took no money', async () => {
    renderPanel([
      payment({ _id: 'pay_unpaid', status: 'requires_payment' }),
      payment({ _id: 'pay_declined', status: 'failed' }),
      payment({ _id: 'pay_paid' }),
      payment({ _id: 'pay_processing', status: 'processing' }),
      payment({ _id: 'pay_refunding', status: 'refund_pending', refund: refund('pending') }),
      payment({
        _id: 'pay_refunded',
        status: 'refunded',
        refund: refund('succeeded', '2025-03-04T11:00:00.000Z'),
      }),
      payment({
        _id: 'pay_refused',
        status: 'refund_failed',
        refund: refund('failed', '2025-03-04T12:00:00.000Z'),
      }),
    ]);
    const card = await paymentsCard();
    const entries = within(card).getAllByRole('listitem');
    expect(
      entries.map((entry) => entry.querySelector('.payment-entry__line')?.textContent),
    ).toEqual([
      'Paid SAR 4,500.00 on Mar 02, 2025',
      'Payment processing',
      'Refund in progress',
      'Refunded SAR 4,500.00 on Mar 04, 2025',
      'The payment provider refused the refund of SAR 4,500.00. Our support team will contact you.',
    ]);
    // The lines that do not say their amount show it beside them, with the carrier.
    expect(within(entries[1]!).getByText('SAR 4,500.00')).toBeInTheDocument();
    expect(within(entries[2]!).getByText('SAR 4,500.00')).toBeInTheDocument();
    expect(within(entries[0]!).getByText('Quote from Salem Transport')).toBeInTheDocument();
    // One receipt per entry, each described by its own line.
    const receipts = within(card).getAllByRole('button', { name: 'Receipt' });
    expect(receipts).toHaveLength(5);
    expect(receipts[3]).toHaveAccessibleDescription('Refunded SAR 4,500.00 on Mar 04, 2025');
  });

  it("shows amounts with the currency's own decimals", async () => {
    renderPanel([payment({ amount: 1250.5, currency: 'KWD' })], 'KWD');
    const card = await paymentsCard();
    expect(within(card).getByText('Paid KWD 1,250.500 on Mar 02, 2025')).toBeInTheDocument();
  });

  it.each([
    ['no payments at all', undefined],
    ['an empty list', []],
    [
      'only an unpaid intent and a decline',
      [payment({ status: 'requires_payment' }), payment({ _id: 'pay_2', status: 'failed' })],
    ],
  ])('is not shown for %s', async (_case, payments) => {
    renderPanel(payments);
    expect(await screen.findByRole('heading', { name: 'Load LD-1042' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Payments' })).toBeNull();
  });
});

describe('Payment receipt', () => {
  it('opens with the load, route, carrier, amount, reference and refund, and prints', async () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    renderPanel([
      payment({
        _id: 'pay_3f9a1c2e',
        status: 'refunded',
        refund: refund('succeeded', '2025-03-04T11:00:00.000Z'),
      }),
    ]);
    const user = userEvent.setup();
    const card = await paymentsCard();
    await user.click(within(card).getByRole('button', { name: 'Receipt' }));

    const receipt = await screen.findByRole('dialog', { name: 'Payment receipt' });
    const value = (label: string) =>
      within(receipt).getAllByText(label, { selector: 'dt' })[0]?.nextElementSibling?.textContent;
    expect(value('Load')).toBe('LD-1042');
    expect(value('Route')).toBe('Dubai, United Arab Emirates → Kuwait City, Kuwait');
    expect(value('Carrier')).toBe('Salem Transport');
    expect(value('Amount')).toBe('SAR 4,500.00');
    expect(value('Currency')).toBe('SAR');
    expect(value('Payment reference')).toBe('pay_3f9a1c2e');
    expect(value('Status')).toBe('Refunded');
    expect(value('Payment date')).toMatch(/^Mar 02, 2025/);
    const refundPart = within(receipt).getByRole('region', { name: 'Refund' });
    const refundValue = (label: string) =>
      within(refundPart).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(refundValue('Refund amount')).toBe('SAR 4,500.00');
    expect(refundValue('Refund status')).toBe('Refunded');
    expect(refundValue('Refunded on')).toMatch(/^Mar 04, 2025/);

    // On paper only the receipt is kept: it sits straight under <body>, beside the app.
    expect(receipt.parentElement).toHaveClass('payment-receipt-print');
    expect(receipt.parentElement?.parentElement).toBe(document.body);

    await user.click(within(receipt).getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledOnce();

    const close = within(receipt).getAllByRole('button', { name: 'Close' }).at(-1);
    await user.click(close as HTMLElement);
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Payment receipt' })).toBeNull(),
    );
  });

  it('shows a paid payment without a refund part, and a refused refund as refused', async () => {
    renderPanel([
      payment({ _id: 'pay_paid' }),
      payment({
        _id: 'pay_refused',
        status: 'refund_failed',
        refund: refund('failed', '2025-03-04T12:00:00.000Z'),
      }),
    ]);
    const user = userEvent.setup();
    const card = await paymentsCard();
    const [paid, refused] = within(card).getAllByRole('button', { name: 'Receipt' });

    await user.click(paid!);
    let receipt = await screen.findByRole('dialog', { name: 'Payment receipt' });
    expect(within(receipt).getByText('pay_paid')).toBeInTheDocument();
    expect(within(receipt).getByText('Paid')).toBeInTheDocument();
    expect(within(receipt).queryByRole('region', { name: 'Refund' })).toBeNull();
    await user.click(within(receipt).getAllByRole('button', { name: 'Close' }).at(-1)!);
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Payment receipt' })).toBeNull(),
    );

    await user.click(refused!);
    receipt = await screen.findByRole('dialog', { name: 'Payment receipt' });
    expect(within(receipt).getByText('pay_refused')).toBeInTheDocument();
    const refundPart = within(receipt).getByRole('region', { name: 'Refund' });
    expect(within(refundPart).getByText('Refused by the payment provider')).toBeInTheDocument();
    expect(within(refundPart).getByText('Refused on')).toBeInTheDocument();
  });

  it("keeps the Invoice link after the deal was cancelled, as long as the load's invoice exists", async () => {
    const cancelled = makeLoad({
      payments: [
        payment({ status: 'refunded', refund: refund('succeeded', '2025-03-04T10:00:00.000Z') }),
      ],
      quotes: [makeQuote({ status: 'rejected' })],
    });
    mockApi({ [GET_LOAD]: [loadReply({ ...cancelled, invoiced: true })] });
    renderWithClient(<LoadDetailsPanel loadId={LOAD_ID} onClose={vi.fn()} />);
    const paperwork = await screen.findByRole('navigation', { name: 'Paperwork' });
    expect(within(paperwork).getByRole('link', { name: 'Invoice' })).toHaveAttribute(
      'href',
      `/my-loads/${LOAD_ID}/invoice`,
    );

    // A load whose payment was refunded without a deal (another quote won the race) has none.
    cleanup();
    mockApi({ [GET_LOAD]: [loadReply({ ...cancelled, invoiced: false })] });
    renderWithClient(<LoadDetailsPanel loadId={LOAD_ID} onClose={vi.fn()} />);
    await screen.findByRole('region', { name: 'Payments' });
    expect(screen.queryByRole('link', { name: 'Invoice' })).not.toBeInTheDocument();
  });
});
