import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LoadPayment } from '../../src/contract/load-payments';
import type { LoadStatus } from '../../src/contract/loads';
import { LoadDetailsPanel } from '../../src/features/loads/details/load-details-panel';
import {
  bestWaitingQuote,
  loadNextStep,
  offersMarkReady,
} from '../../src/features/loads/details/load-next-step';
import {
  LOAD_ID,
  loadReply,
  makeLoad,
  makeQuote,
  mockApi,
  renderWithClient,
} from './load-details-harness';

afterEach(() => vi.unstubAllGlobals());

const cheap = makeQuote({ _id: 'q-cheap', amount: 900, createdAt: '2025-03-02T09:00:00.000Z' });
const dear = makeQuote({ _id: 'q-dear', amount: 1400, createdAt: '2025-03-02T08:00:00.000Z' });
const payment = (status: LoadPayment['status']): LoadPayment => ({
  _id: `pay-${status}`,
  quoteId: 'q-cheap',
  amount: 900,
  currency: 'SAR',
  status,
  createdAt: '2025-03-02T10:00:00.000Z',
  refund: null,
});

const ratedDriver = {
  name: 'Imran Khan',
  isVerified: true,
  phone: null,
  countryCode: null,
  stats: { rating: null, ratingCount: 0, completionRate: 100, totalTrips: 1 },
  location: null,
};

describe("the shipper's next step on Load Details, over every state", () => {
  it.each<[string, Parameters<typeof loadNextStep>[0], ReturnType<typeof loadNextStep>]>([
    ['posted, no quote yet', makeLoad(), { kind: 'awaitQuotes' }],
    [
      'quotes waiting: the cheapest one',
      makeLoad({ quotes: [dear, cheap] }),
      { kind: 'reviewQuotes', quoteId: 'q-cheap', waiting: 2 },
    ],
    [
      'every quote rejected: waiting again',
      makeLoad({ quotes: [makeQuote({ status: 'rejected' })] }),
      { kind: 'awaitQuotes' },
    ],
    [
      'a quote accepted, no trip yet',
      makeLoad({
        quotes: [
          { ...cheap, status: 'accepted' },
          { ...dear, status: 'rejected' },
        ],
      }),
      { kind: 'awaitTrip' },
    ],
    [
      'a trip confirmed',
      makeLoad({
        status: 'confirmed',
        tripId: 'trip-1',
        quotes: [{ ...cheap, status: 'accepted' }],
      }),
      { kind: 'followTrip' },
    ],
    ...(['out_to_collect', 'loaded', 'out_to_unload'] as const).map(
      (status): [string, ReturnType<typeof makeLoad>, ReturnType<typeof loadNextStep>] => [
        status,
        makeLoad({ status, tripId: 'trip-1' }),
        { kind: 'followTrip' },
      ],
    ),
    [
      'delivered: the receipt of the payment kept',
      makeLoad({
        status: 'completed',
        tripId: 'trip-1',
        payments: [payment('refunded'), payment('succeeded')],
      }),
      { kind: 'viewReceipt', paymentId: 'pay-succeeded' },
    ],
    [
      'delivered, its driver not rated yet: rate them first',
      makeLoad({
        status: 'completed',
        tripId: 'trip-1',
        driverDetails: ratedDriver,
        tripRating: null,
        payments: [payment('succeeded')],
      }),
      { kind: 'rateDriver' },
    ],
    [
      'delivered and rated: the receipt again',
      makeLoad({
        status: 'completed',
        tripId: 'trip-1',
        driverDetails: ratedDriver,
        tripRating: { stars: 4, comment: null, ratedAt: '2025-03-06T10:00:00.000Z' },
        payments: [payment('succeeded')],
      }),
      { kind: 'viewReceipt', paymentId: 'pay-succeeded' },
    ],
    ['delivered with nothing paid', makeLoad({ status: 'completed' }), { kind: 'none' }],
    [
      'cancelled, even with quotes',
      makeLoad({ status: 'cancelled', quotes: [cheap] }),
      { kind: 'none' },
    ],
  ])('%s', (_state, load, step) => {
    expect(loadNextStep(load)).toEqual(step);
  });

  it('takes the earlier of two equal prices as the best', () => {
    const early = makeQuote({ _id: 'early', amount: 900, createdAt: '2025-03-01T00:00:00.000Z' });
    expect(bestWaitingQuote([cheap, early])?._id).toBe('early');
    expect(bestWaitingQuote([{ ...cheap, status: 'rejected' }])).toBeNull();
  });

  it.each<[LoadStatus, string | null, boolean]>([
    ['pending', null, true],
    ['confirmed', null, true],
    ['pending', '2025-03-02T09:00:00.000Z', false],
    ['out_to_collect', null, false],
    ['loaded', null, false],
    ['out_to_unload', null, false],
    ['completed', null, false],
    ['cancelled', null, false],
  ])('offers Set Load ready for a %s load ready at %s: %s', (status, loadReadyAt, offered) => {
    const load = makeLoad({ status, timestamp: { ...makeLoad().timestamp, loadReadyAt } });
    expect(offersMarkReady(load)).toBe(offered);
  });
});

describe('the one loud button on Load Details', () => {
  const render = () => renderWithClient(<LoadDetailsPanel loadId={LOAD_ID} onClose={() => {}} />);
  // The kit's primary Button: Load Details has no other button style.
  const primaries = () => document.querySelectorAll('.button--primary');

  it('Review quotes opens the cheapest quote, and the cards say they open', async () => {
    mockApi({
      [`GET /api/loads/${LOAD_ID}`]: [
        loadReply(makeLoad({ quotes: [dear, cheap], quoteCount: 2 })),
      ],
    });
    const user = userEvent.setup();
    render();
    const review = await screen.findByRole('button', { name: 'Review quotes' });
    expect(primaries()).toHaveLength(1);
    expect(screen.getByText('Lowest price: SAR 900.00 from Salem Transport')).toBeVisible();
    const card = screen.getAllByRole('button', { name: /Salem Transport/ })[1]!;
    expect(within(card).getByText('View & pay')).toBeVisible();
    expect(within(card).getByText('Lowest price')).toBeVisible();
    await user.click(review);
    const dialog = await screen.findByRole('dialog', { name: 'Quote Details' });
    expect(within(dialog).getByText('SAR 900.00')).toBeVisible();
  });

  it('is Follow the trip once the truck is on the road, with no Set Load ready', async () => {
    mockApi({
      [`GET /api/loads/${LOAD_ID}`]: [
        loadReply(makeLoad({ status: 'loaded', tripId: 'trip-1', statusText: 'Loaded' })),
      ],
    });
    render();
    expect(await screen.findByRole('button', { name: 'Follow the trip' })).toHaveClass(
      'button--primary',
    );
    expect(primaries()).toHaveLength(1);
    expect(screen.queryByRole('button', { name: /Set Load ready/ })).toBeNull();
  });

  it('is none while the shipper can only wait for quotes', async () => {
    mockApi({ [`GET /api/loads/${LOAD_ID}`]: [loadReply(makeLoad())] });
    render();
    expect(await screen.findByRole('button', { name: 'Set Load ready for pickup' })).toBeVisible();
    expect(primaries()).toHaveLength(0);
  });
});
