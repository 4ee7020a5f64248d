import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
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
const PUT_READY = `PUT /api/loads/${LOAD_ID}/ready`;

function renderPanel() {
  const onClose = vi.fn();
  renderWithClient(<LoadDetailsPanel loadId={LOAD_ID} onClose={onClose} />);
  return { onClose };
}

beforeEach(() => {});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Load Details panel', () => {
  it('shows the header, status and load information', async () => {
    mockApi({ [GET_LOAD]: [loadReply(makeLoad({ firstQuoteMinutes: 12 }))] });
    const user = userEvent.setup();
    const { onClose } = renderPanel();
    expect(await screen.findByRole('heading', { name: 'Load LD-1042' })).toBeInTheDocument();
    expect(screen.getByText('Pending')).toBeInTheDocument();
    expect(screen.getByText('Awaiting quotes')).toBeInTheDocument();
    // A response time read like a countdown that never ended: it is gone (issue 18).
    expect(screen.queryByText(/First quote in/)).not.toBeInTheDocument();
    const info = screen.getByRole('region', { name: 'Load Information' });
    expect(within(info).getByText('Dubai, United Arab Emirates')).toBeInTheDocument();
    expect(within(info).getByText('Kuwait City, Kuwait')).toBeInTheDocument();
    expect(within(info).getByText('12 ton')).toBeInTheDocument();
    expect(within(info).getByText('Ceramic tiles')).toBeInTheDocument();
    expect(within(info).getByText('HSN code 6907')).toBeInTheDocument();
    expect(within(info).getByText('FTL')).toBeInTheDocument();
    expect(within(info).getByText('12M, Curtain side')).toBeInTheDocument();
    expect(within(info).getByRole('img', { name: 'Curtain side truck' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to My Loads' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('shows a skeleton, then the fetch error with a retry that works', async () => {
    mockApi({
      [GET_LOAD]: [
        { status: 404, body: { success: false, msg: 'Load not found' } },
        loadReply(makeLoad()),
      ],
    });
    const user = userEvent.setup();
    renderPanel();
    expect(screen.getByRole('status')).toHaveAttribute('aria-busy', 'true');
    expect(
      await screen.findByText('Error fetching load details. Please try again later.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { name: 'Load LD-1042' })).toBeInTheDocument();
  });

  it('copies the display id and says Copied', async () => {
    mockApi({ [GET_LOAD]: [loadReply(makeLoad())] });
    const user = userEvent.setup();
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Copy load ID LD-1042' }));
    expect(writeText).toHaveBeenCalledWith('LD-1042');
    expect(await screen.findByText('Copied')).toBeInTheDocument();
  });

  it('refreshes the load', async () => {
    const calls = mockApi({
      [GET_LOAD]: [loadReply(makeLoad()), loadReply(makeLoad({ statusText: 'Quotes received' }))],
    });
    const user = userEvent.setup();
    renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText('Quotes received')).toBeInTheDocument();
    expect(calls.filter((call) => call.url === `/api/loads/${LOAD_ID}`)).toHaveLength(2);
  });
});

describe('quotes', () => {
  it("says 'No quotes available.' and the 60-minute promise while pending", async () => {
    const postedAMinuteAgo = new Date(Date.now() - 60_000).toISOString();
    mockApi({ [GET_LOAD]: [loadReply(makeLoad({ createdAt: postedAMinuteAgo }))] });
    renderPanel();
    expect(
      await screen.findByRole('heading', { name: 'No quotes available.' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Waiting for quotes · first quote due within 59 minutes'),
    ).toBeInTheDocument();
  });

  it('says honestly when 60 minutes passed without a quote', async () => {
    const postedTwoHoursAgo = new Date(Date.now() - 2 * 3_600_000).toISOString();
    mockApi({ [GET_LOAD]: [loadReply(makeLoad({ createdAt: postedTwoHoursAgo }))] });
    renderPanel();
    expect(await screen.findByText(/^No quote within 60 minutes yet\./)).toBeInTheDocument();
    expect(screen.queryByText(/Waiting for quotes/)).not.toBeInTheDocument();
  });

  it("lists 'Quotes received (n)' with amounts in the load's currency and opens a quote", async () => {
    const quotes = [
      makeQuote(),
      makeQuote({
        _id: '7c2a1e0b-3d4f-4a5b-9c8d-0e1f2a3b4c5d',
        userName: 'Faisal',
        userType: 'driver',
        amount: 980.5,
        status: 'rejected',
        truck: null,
      }),
    ];
    mockApi({
      [GET_LOAD]: [loadReply(makeLoad({ currency: 'KWD', quotes, quoteCount: 2 }))],
    });
    const user = userEvent.setup();
    renderPanel();
    expect(await screen.findByRole('heading', { name: 'Quotes received (2)' })).toBeInTheDocument();
    const first = screen.getByRole('button', { name: /Salem Transport/ });
    expect(within(first).getByText('Transport company')).toBeInTheDocument();
    // KWD has 3 decimals (docs/architecture.md §6.4).
    expect(within(first).getByText('KWD 1,250.000')).toBeInTheDocument();
    expect(within(first).getByText('Pending')).toBeInTheDocument();
    expect(within(first).getByText(/^Received Mar 02, 2025/)).toBeInTheDocument();
    const second = screen.getByRole('button', { name: /Faisal/ });
    expect(within(second).getByText('Driver')).toBeInTheDocument();
    expect(within(second).getByText('KWD 980.500')).toBeInTheDocument();
    expect(within(second).getByText('Rejected')).toBeInTheDocument();
    await user.click(first);
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });
});

describe('trip', () => {
  it('shows the timeline, an unassigned driver and charges instead of quotes', async () => {
    mockApi({
      [GET_LOAD]: [
        loadReply(
          makeLoad({
            status: 'confirmed',
            statusText: 'Confirmed',
            tripId: 'trip-1',
            currency: 'BHD',
            quotes: [makeQuote({ status: 'accepted' })],
            charges: [{ title: 'Waiting time', description: '', amount: 15.25 }],
            price: { basePrice: 420, approvedCharges: 15.25, total: 435.25 },
          }),
        ),
      ],
    });
    renderPanel();
    expect(await screen.findByRole('list', { name: 'Trip timeline' })).toBeInTheDocument();
    expect(screen.queryByText(/Quotes received/)).not.toBeInTheDocument();
    expect(screen.getByText('Driver not assigned yet')).toBeInTheDocument();
    const charges = screen.getByRole('region', { name: 'Trip charges' });
    expect(within(charges).getByText('Waiting time').closest('div')).toHaveTextContent(
      'BHD 15.250',
    );
    // The same total the provider and the driver see: base price plus approved charges.
    expect(within(charges).getByText('Base price').nextSibling).toHaveTextContent('BHD 420.000');
    expect(within(charges).getByText('Approved charges').nextSibling).toHaveTextContent(
      'BHD 15.250',
    );
    expect(within(charges).getByText('Total').nextSibling).toHaveTextContent('BHD 435.250');
  });

  it('shows the driver with a dimmed position older than an hour', async () => {
    const updatedAt = new Date(Date.now() - 3 * 60 * 60 * 1000).toISOString();
    mockApi({
      [GET_LOAD]: [
        loadReply(
          makeLoad({
            status: 'out_to_unload',
            tripId: 'trip-1',
            driverDetails: {
              name: 'Imran Khan',
              isVerified: true,
              phone: '551234567',
              countryCode: '+966',
              stats: { rating: 4.7, ratingCount: 38, completionRate: 96, totalTrips: 212 },
              location: { coordinates: [39.19, 21.54], updatedAt, accuracy: 12 },
            },
          }),
        ),
      ],
    });
    renderPanel();
    expect(await screen.findByText('Imran Khan')).toBeInTheDocument();
    expect(screen.getByText('Verified')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /\+966551234567/ })).toHaveAttribute(
      'href',
      'tel:+966551234567',
    );
    expect(screen.getByText('4.7 / 5')).toBeInTheDocument();
    expect(screen.getByText('from 38 ratings')).toBeInTheDocument();
    expect(screen.getByText('96%')).toBeInTheDocument();
    expect(screen.getByText('212')).toBeInTheDocument();
    expect(screen.getByText('Near Jeddah, Saudi Arabia')).toBeInTheDocument();
    const age = screen.getByText(/^Last Updated 3 hours ago/);
    expect(age).toHaveTextContent('Last Updated 3 hours ago · ± 12 m');
    expect(age.closest('.truck-position')).toHaveAttribute('data-stale');
    // The trip is under way and the phone went quiet: the shipper is told so.
    expect(
      screen.getByText("Tracking paused: the driver's phone has not reported for over 10 minutes."),
    ).toHaveAttribute('role', 'status');
  });

  it('does not call a fresh position paused', async () => {
    const updatedAt = new Date(Date.now() - 2 * 60 * 1000).toISOString();
    mockApi({
      [GET_LOAD]: [
        loadReply(
          makeLoad({
            status: 'loaded',
            tripId: 'trip-1',
            driverDetails: {
              name: 'Imran Khan',
              isVerified: false,
              phone: '551234567',
              countryCode: '+966',
              stats: { rating: null, ratingCount: 0, completionRate: null, totalTrips: 0 },
              location: { coordinates: [39.19, 21.54], updatedAt, accuracy: null },
            },
          }),
        ),
      ],
    });
    renderPanel();
    const age = await screen.findByText(/^Last Updated 2 mins ago/);
    expect(age).toHaveTextContent(/^Last Updated 2 mins ago$/);
    expect(age.closest('.truck-position')).not.toHaveAttribute('data-stale');
    expect(screen.queryByText(/Tracking paused/)).not.toBeInTheDocument();
    // No trips yet: say so rather than show a driver as rated 0 / 5 with a 0% record.
    expect(screen.getByText('No trips completed yet')).toBeInTheDocument();
    expect(screen.queryByText(/^0/)).not.toBeInTheDocument();
    expect(screen.queryByText('Verified')).not.toBeInTheDocument();
  });
});

describe('load ready', () => {
  it('turns the button into the Load ready badge', async () => {
    const calls = mockApi({
      [GET_LOAD]: [
        loadReply(makeLoad()),
        loadReply(
          makeLoad({
            timestamp: { ...makeLoad().timestamp, loadReadyAt: '2025-03-02T09:00:00.000Z' },
          }),
        ),
      ],
      [PUT_READY]: [{ body: { success: true, msg: 'Load marked ready for pickup', data: {} } }],
    });
    const user = userEvent.setup();
    renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Set Load ready for pickup' }));
    expect(await screen.findByText('Load ready')).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Set Load ready for pickup' }),
    ).not.toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')).toMatchObject({
      url: `/api/loads/${LOAD_ID}/ready`,
      body: undefined,
    });
  });

  it("says the server's reason when it refuses", async () => {
    const reason =
      'The truck is already on its way to collect this load, so it can no longer be marked ready.';
    mockApi({
      [GET_LOAD]: [loadReply(makeLoad())],
      [PUT_READY]: [{ status: 409, body: { success: false, msg: reason } }],
    });
    const user = userEvent.setup();
    renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Set Load ready for pickup' }));
    expect(await screen.findByText(reason)).toBeInTheDocument();
  });

  it("says 'Failed…' when the server refuses without a reason", async () => {
    mockApi({
      [GET_LOAD]: [loadReply(makeLoad())],
      [PUT_READY]: [{ status: 409, body: { success: false } }],
    });
    const user = userEvent.setup();
    renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Set Load ready for pickup' }));
    expect(
      await screen.findByText('Failed to mark load as ready. Please try again.'),
    ).toBeInTheDocument();
  });

  it("says 'Error…' when the server cannot be reached", async () => {
    mockApi({ [GET_LOAD]: [loadReply(makeLoad())], [PUT_READY]: ['offline'] });
    const user = userEvent.setup();
    renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Set Load ready for pickup' }));
    expect(
      await screen.findByText('Error marking load as ready. Please try again.'),
    ).toBeInTheDocument();
  });

  it('shows the badge, not the button, once loadReadyAt is set', async () => {
    mockApi({
      [GET_LOAD]: [
        loadReply(
          makeLoad({
            timestamp: { ...makeLoad().timestamp, loadReadyAt: '2025-03-02T09:00:00.000Z' },
          }),
        ),
      ],
    });
    renderPanel();
    expect(await screen.findByText('Load ready')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Set Load ready/ })).not.toBeInTheDocument();
  });
});
