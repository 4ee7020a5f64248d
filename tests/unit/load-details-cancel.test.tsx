import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Load } from '../../src/contract/loads';
import { LoadDetailsPanel } from '../../src/features/loads/details/load-details-panel';
import { myLoadsQueryKey } from '../../src/features/loads/api/my-loads';
import {
  completeStop,
  deferred,
  LOAD_ID,
  loadReply,
  makeLoad,
  makeQuote,
  mockApi,
  renderWithClient,
  type Call,
} from './load-details-harness';

const GET_LOAD = `GET /api/loads/${LOAD_ID}`;
const PUT_CANCEL = `PUT /api/loads/${LOAD_ID}/cancel`;
const TRIP_STARTED = 'The trip has started, so this load can no longer be cancelled.';

const cancelled = (refundsStarted: number) => ({
  body: { success: true, data: { loadId: LOAD_ID, status: 'cancelled', refundsStarted } },
});

const cancelledLoad = (overrides: Partial<Load> = {}) =>
  makeLoad({
    status: 'cancelled',
    statusText: 'Cancelled',
    statusDescription: 'This load has been cancelled.',
    cancelledAt: '2025-03-03T12:00:00.000Z',
    ...overrides,
  });

function renderPanel() {
  return renderWithClient(<LoadDetailsPanel loadId={LOAD_ID} onClose={vi.fn()} />);
}

const cancelPuts = (calls: Call[]) =>
  calls.filter((call) => `${call.method} ${call.url}` === PUT_CANCEL);

async function openConfirmation(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Cancel Load' }));
  return screen.findByRole('dialog', { name: 'Cancel Load' });
}

afterEach(() => {
  toast.remove();
  cleanup();
  vi.unstubAllGlobals();
});

describe('Cancel Load', () => {
  it('asks first, then cancels once with an Idempotency-Key and refetches the load and My Loads', async () => {
    const calls = mockApi({
      [GET_LOAD]: [loadReply(makeLoad()), loadReply(cancelledLoad())],
      [PUT_CANCEL]: [cancelled(1)],
    });
    const user = userEvent.setup();
    const { client } = renderPanel();
    client.setQueryData(myLoadsQueryKey('pending'), []);

    const dialog = await openConfirmation(user);
    expect(dialog).toHaveAccessibleDescription(
      'The load will be withdrawn, and the carriers who quoted on it will be told.',
    );
    expect(
      within(dialog).getByText('Any payment you made for it will be refunded in full.'),
    ).toBeInTheDocument();
    expect(cancelPuts(calls)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel Load' }));

    expect(
      await screen.findByText('Load cancelled. Your payment will be refunded in full.'),
    ).toBeInTheDocument();
    const [put] = cancelPuts(calls);
    expect(put?.body).toBeUndefined();
    expect(put?.headers.get('Idempotency-Key')).toMatch(/\S{16,}/);
    expect(cancelPuts(calls)).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Cancel Load' })).toBeNull());
    // The refetched load is cancelled: the button has gone.
    expect(await screen.findByText('This load has been cancelled.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel Load' })).toBeNull();
    expect(calls.filter((call) => `${call.method} ${call.url}` === GET_LOAD)).toHaveLength(2);
    expect(client.getQueryState(myLoadsQueryKey('pending'))?.isInvalidated).toBe(true);
  });

  it("says only 'Load cancelled' when nothing was paid", async () => {
    mockApi({
      [GET_LOAD]: [loadReply(makeLoad()), loadReply(cancelledLoad())],
      [PUT_CANCEL]: [cancelled(0)],
    });
    const user = userEvent.setup();
    renderPanel();
    const dialog = await openConfirmation(user);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel Load' }));
    expect(await screen.findByText('Load cancelled')).toBeInTheDocument();
    expect(screen.queryByText(/will be refunded/)).toBeNull();
  });

  it('sends one request for a double click, busy until the answer comes', async () => {
    const answer = deferred<ReturnType<typeof cancelled>>();
    const calls = mockApi({
      [GET_LOAD]: [loadReply(makeLoad()), loadReply(cancelledLoad())],
      [PUT_CANCEL]: [answer.promise],
    });
    const user = userEvent.setup();
    renderPanel();
    const dialog = await openConfirmation(user);
    const confirm = within(dialog).getByRole('button', { name: 'Cancel Load' });

    // Two clicks in a row, before React has drawn the busy button.
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    await waitFor(() => expect(confirm).toHaveAttribute('aria-busy', 'true'));
    expect(confirm).toHaveAttribute('aria-disabled', 'true');
    expect(within(dialog).getByRole('button', { name: 'Keep Load' })).toBeDisabled();
    expect(cancelPuts(calls)).toHaveLength(1);

    answer.resolve(cancelled(0));
    expect(await screen.findByText('Load cancelled')).toBeInTheDocument();
    expect(cancelPuts(calls)).toHaveLength(1);
  });

  it("shows the server's refusal, and a retry of the same intent repeats its key", async () => {
    const calls = mockApi({
      [GET_LOAD]: [loadReply(makeLoad())],
      [PUT_CANCEL]: ['offline', { status: 409, body: { success: false, msg: TRIP_STARTED } }],
    });
    const user = userEvent.setup();
    renderPanel();
    const dialog = await openConfirmation(user);
    const confirm = within(dialog).getByRole('button', { name: 'Cancel Load' });

    await user.click(confirm);
    expect(
      await screen.findByText('Error cancelling the load. Please try again.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(confirm).toBeEnabled());
    await user.click(confirm);
    expect(await screen.findByText(TRIP_STARTED)).toBeInTheDocument();

    const [first, second] = cancelPuts(calls);
    expect(second?.headers.get('Idempotency-Key')).toBe(first?.headers.get('Idempotency-Key'));
    // Still open, so the shipper reads why; Keep Load leaves.
    await user.click(within(dialog).getByRole('button', { name: 'Keep Load' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Cancel Load' })).toBeNull());
  });

  it('makes each new confirmation a new intent with its own key', async () => {
    const calls = mockApi({
      [GET_LOAD]: [loadReply(makeLoad())],
      [PUT_CANCEL]: [
        { status: 500, body: { success: false } },
        { status: 500, body: { success: false } },
      ],
    });
    const user = userEvent.setup();
    renderPanel();
    let dialog = await openConfirmation(user);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel Load' }));
    await screen.findByText('Error cancelling the load. Please try again.');
    await user.click(within(dialog).getByRole('button', { name: 'Keep Load' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Cancel Load' })).toBeNull());

    dialog = await openConfirmation(user);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel Load' }));
    await waitFor(() => expect(cancelPuts(calls)).toHaveLength(2));
    const [first, second] = cancelPuts(calls);
    expect(second?.headers.get('Idempotency-Key')).not.toBe(first?.headers.get('Idempotency-Key'));
  });

  it('Keep Load sends nothing', async () => {
    const calls = mockApi({ [GET_LOAD]: [loadReply(makeLoad())] });
    const user = userEvent.setup();
    renderPanel();
    const dialog = await openConfirmation(user);
    await user.click(within(dialog).getByRole('button', { name: 'Keep Load' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Cancel Load' })).toBeNull());
    expect(cancelPuts(calls)).toHaveLength(0);
  });

  it.each([
    ['pending', null, true],
    ['confirmed', 'trip-1', true],
    ['out_to_collect', 'trip-1', false],
    ['loaded', 'trip-1', false],
    ['out_to_unload', 'trip-1', false],
    ['completed', 'trip-1', false],
    ['cancelled', null, false],
  ] as const)('for a %s load: offered %s', async (status, tripId, offered) => {
    mockApi({ [GET_LOAD]: [loadReply(makeLoad({ status, tripId }))] });
    renderPanel();
    expect(await screen.findByRole('heading', { name: 'Load LD-1042' })).toBeInTheDocument();
    expect(Boolean(screen.queryByRole('button', { name: 'Cancel Load' }))).toBe(offered);
  });

  it('is never the loudest button: with a quote waiting, Review quotes is', async () => {
    mockApi({ [GET_LOAD]: [loadReply(makeLoad({ quotes: [makeQuote()], quoteCount: 1 }))] });
    renderPanel();
    const cancel = await screen.findByRole('button', { name: 'Cancel Load' });
    expect(cancel).not.toHaveClass('button--primary');
    expect(screen.getByRole('button', { name: 'Set Load ready for pickup' })).not.toHaveClass(
      'button--primary',
    );
    expect(screen.getByRole('button', { name: 'Review quotes' })).toHaveClass('button--primary');
  });
});

describe('A cancelled load', () => {
  it('shows Cancelled, a timeline ending in Cancelled, and no edit, ready or quote actions', async () => {
    const quote = makeQuote();
    mockApi({
      [GET_LOAD]: [
        loadReply(
          cancelledLoad({
            quotes: [quote],
            quoteCount: 1,
            source: { ...makeLoad().source, ...completeStop },
            timestamp: { ...makeLoad().timestamp, loadReadyAt: '2025-03-02T09:00:00.000Z' },
          }),
        ),
      ],
    });
    const user = userEvent.setup();
    renderPanel();

    const status = await screen.findByRole('region', { name: 'Status' });
    expect(within(status).getByText('Cancelled')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel Load' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Set Load ready/ })).toBeNull();
    expect(screen.queryByText('Load ready')).toBeNull();
    expect(screen.queryByRole('button', { name: /Update Details|Submit More Details/ })).toBeNull();

    const steps = within(screen.getByRole('list', { name: 'Trip timeline' })).getAllByRole(
      'listitem',
    );
    const last = steps.at(-1)!;
    expect(last.querySelector('.load-timeline__label')).toHaveTextContent('Cancelled');
    expect(last).toHaveAttribute('aria-current', 'step');
    // The step's time is when the shipper cancelled.
    expect(within(last).getByText(/^Mar 03, 2025/)).toBeInTheDocument();

    // The quotes stay readable, but none can be paid or rejected any more.
    await user.click(screen.getByRole('button', { name: /Salem Transport/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Quote Details' });
    expect(within(dialog).getByText('This load has been cancelled.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Pay & Accept' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Reject Quote' })).toBeDisabled();
  });
});
