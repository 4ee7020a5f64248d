import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Load } from '../../src/contract/loads';
import { LoadDetailsPanel } from '../../src/features/loads/details/load-details-panel';
import { LOAD_ID, loadReply, makeLoad, mockApi, renderWithClient } from './load-details-harness';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const GET_LOAD = `GET /api/loads/${LOAD_ID}`;
const POST_RATING = `POST /api/loads/${LOAD_ID}/rating`;

const delivered = (overrides: Partial<Load> = {}) =>
  makeLoad({
    status: 'completed',
    tripId: 'trip-1',
    driverDetails: {
      name: 'Imran Khan',
      isVerified: true,
      phone: '551234567',
      countryCode: '+966',
      stats: { rating: null, ratingCount: 0, completionRate: 100, totalTrips: 1 },
      location: null,
    },
    tripRating: null,
    ...overrides,
  });
const rated = { stars: 4, comment: 'Careful with the tiles', ratedAt: '2025-03-06T10:00:00.000Z' };

const renderPanel = () =>
  renderWithClient(<LoadDetailsPanel loadId={LOAD_ID} onClose={() => {}} />);

describe("rating a completed trip's driver on Load Details", () => {
  it('is the loud next step until rated, and sends the stars and comment once, with a key', async () => {
    const calls = mockApi({
      [GET_LOAD]: [loadReply(delivered()), loadReply(delivered({ tripRating: rated }))],
      [POST_RATING]: [{ body: { success: true, msg: 'Thank you', data: rated } }],
    });
    const user = userEvent.setup();
    renderPanel();
    const status = await screen.findByRole('region', { name: 'Status' });
    const next = within(status).getByRole('button', { name: 'Rate the driver' });
    expect(next).toHaveClass('button--primary');
    const card = screen.getByRole('region', { name: 'Your rating' });
    expect(within(card).getByText(/How did Imran Khan do\?/)).toBeInTheDocument();

    await user.click(next);
    const dialog = await screen.findByRole('dialog', { name: 'Rate Imran Khan' });
    // No stars chosen: said in place, nothing sent.
    await user.click(within(dialog).getByRole('button', { name: 'Submit rating' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Choose a rating from 1 to 5 stars.',
    );
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    await user.click(within(dialog).getByRole('radio', { name: '4 stars' }));
    expect(within(dialog).getByText('Very good')).toBeInTheDocument();
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Comment (optional)' }),
      ' Careful with the tiles ',
    );
    expect(within(dialog).getByText('24 / 500 characters')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Submit rating' }));

    expect(await screen.findByLabelText('You gave 4 stars')).toBeInTheDocument();
    const posts = calls.filter((call) => call.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0]?.body).toEqual({ stars: 4, comment: 'Careful with the tiles' });
    expect(posts[0]?.headers.get('Idempotency-Key')).toMatch(/\S{8,}/);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Rate the driver' })).not.toBeInTheDocument();
  });

  it('shows the rating given, and changing it starts from it', async () => {
    mockApi({ [GET_LOAD]: [loadReply(delivered({ tripRating: rated }))] });
    const user = userEvent.setup();
    renderPanel();
    const card = await screen.findByRole('region', { name: 'Your rating' });
    expect(within(card).getByLabelText('You gave 4 stars')).toBeInTheDocument();
    expect(within(card).getByText('Careful with the tiles')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Change rating' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change your rating of Imran Khan' });
    expect(within(dialog).getByRole('radio', { name: '4 stars' })).toBeChecked();
    expect(within(dialog).getByRole('textbox', { name: 'Comment (optional)' })).toHaveValue(
      'Careful with the tiles',
    );
  });

  it('is not offered before the trip is completed', async () => {
    mockApi({ [GET_LOAD]: [loadReply(delivered({ status: 'out_to_unload' }))] });
    renderPanel();
    expect(await screen.findByText('Imran Khan')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Your rating' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Rate the driver' })).not.toBeInTheDocument();
  });

  it("says the server's reason when it refuses", async () => {
    mockApi({
      [GET_LOAD]: [loadReply(delivered())],
      [POST_RATING]: [
        {
          status: 409,
          body: { success: false, msg: 'You can rate the driver once the trip is completed.' },
        },
      ],
    });
    const user = userEvent.setup();
    renderPanel();
    const card = await screen.findByRole('region', { name: 'Your rating' });
    await user.click(within(card).getByRole('button', { name: 'Rate the driver' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('radio', { name: '5 stars' }));
    await user.click(within(dialog).getByRole('button', { name: 'Submit rating' }));
    expect(
      await screen.findByText('You can rate the driver once the trip is completed.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
