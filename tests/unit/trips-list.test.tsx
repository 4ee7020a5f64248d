import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TripStatus } from '../../src/contract/trips';
import {
  callsTo,
  makeTripRow,
  mockApi,
  MY_TRIPS,
  tripsPage,
  renderTrips,
  setUpTripsTests,
  type Reply,
} from './trips-test-harness';

setUpTripsTests();

const table = () => screen.getByRole('table', { name: 'Trips' });

/** A cell's text as read with its column header: the card layout's own labels are left out. */
function cellText(cell: HTMLElement): string {
  const copy = cell.cloneNode(true) as HTMLElement;
  copy.querySelectorAll('[aria-hidden="true"]').forEach((hidden) => hidden.remove());
  return copy.textContent ?? '';
}

async function findLoadedTable() {
  const found = await screen.findByRole('table', { name: 'Trips' });
  await waitFor(() => expect(found).not.toHaveAttribute('aria-busy'));
  return found;
}

describe('Trips list', () => {
  it('shows the SPEC columns with dates as MMM dd, yyyy and the count', async () => {
    mockApi({
      [MY_TRIPS]: [
        tripsPage([
          makeTripRow(),
          makeTripRow({ _id: 'b', id: 'TR-13', status: 'completed' }),
          makeTripRow({ _id: 'c', id: 'TR-14', status: 'loaded' }),
        ]),
      ],
    });
    renderTrips();
    expect(await screen.findByRole('heading', { name: 'Trips (3)' })).toBeInTheDocument();
    const headers = within(table())
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent?.trim());
    expect(headers).toEqual([
      'ID',
      'Origin',
      'Destination',
      'Status',
      'Driver / Truck',
      'Scheduled Date',
      'Created Date',
    ]);
    const [, firstRow] = within(table()).getAllByRole('row');
    expect(
      within(firstRow as HTMLElement)
        .getAllByRole('cell')
        .map(cellText),
    ).toEqual([
      'TR-12',
      'Riyadh, Saudi Arabia',
      'Dubai, United Arab Emirates',
      'Confirmed',
      'Not assigned yet',
      'May 10, 2030',
      'May 02, 2030',
    ]);
  });

  it('names who carries each trip, or what is still to assign', async () => {
    const driverDetails = { _id: 'd1', id: 'DRV-7', name: 'Salem Al Harthy' };
    const truckDetails = { _id: 't1', id: 'TRK-3', model: 'Volvo FH 500', licensePlate: 'ABC 123' };
    mockApi({
      [MY_TRIPS]: [
        tripsPage([
          makeTripRow({ driverDetails, truckDetails }),
          makeTripRow({ _id: 'b', id: 'TR-13', truckDetails }),
          makeTripRow({ _id: 'c', id: 'TR-14', driverDetails }),
        ]),
      ],
    });
    renderTrips();
    const rows = within(await findLoadedTable())
      .getAllByRole('row')
      .slice(1);
    const transport = rows.map((row) => within(row).getAllByRole('cell')[4]);
    expect(transport.map((cell) => cell?.textContent)).toEqual([
      'Salem Al Harthy · Volvo FH 500 · ABC 123',
      'No driver · Volvo FH 500 · ABC 123',
      'Salem Al Harthy · No truck',
    ]);
    // Cut to one line in the table, the whole text in its title.
    expect(
      within(transport[0]!).getByTitle('Salem Al Harthy · Volvo FH 500 · ABC 123'),
    ).toBeVisible();
  });

  it.each<[TripStatus, string, string]>([
    ['pending', 'Pending', 'warning'],
    ['confirmed', 'Confirmed', 'warning'],
    ['out_to_collect', 'Out to Collect', 'info'],
    ['loaded', 'Loaded', 'info'],
    ['out_to_unload', 'Out to Unload', 'info'],
    ['completed', 'Completed', 'success'],
    ['cancelled', 'Cancelled', 'danger'],
  ])('shows %s as a %s badge coloured %s', async (status, label, tone) => {
    mockApi({ [MY_TRIPS]: [tripsPage([makeTripRow({ status })])] });
    renderTrips();
    const badge = await within(await findLoadedTable()).findByText(label);
    expect(badge).toHaveClass('status-pill');
    expect(badge).toHaveAttribute('data-tone', tone);
  });

  it('shows skeleton rows while the trips load', async () => {
    mockApi({ [MY_TRIPS]: ['never'] });
    renderTrips();
    const loading = await screen.findByRole('table', { name: 'Trips' });
    expect(loading).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('heading', { name: 'Trips' })).toBeInTheDocument();
    expect(screen.queryByText('No trips yet')).toBeNull();
  });

  it('says where trips come from when there are none', async () => {
    mockApi({ [MY_TRIPS]: [tripsPage([])] });
    renderTrips();
    expect(await screen.findByText('No trips yet')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Trips (0)' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find Loads' })).toHaveAttribute('href', '/find-loads');
  });

  it('with filters on, says none match and clears them', async () => {
    const calls = mockApi({ [MY_TRIPS]: [tripsPage([]), tripsPage([makeTripRow()])] });
    const { user, router } = renderTrips('/trips?status=cancelled');
    const emptyState = (await screen.findByText('No trips match these filters')).closest(
      '[role="status"]',
    ) as HTMLElement;
    await user.click(within(emptyState).getByRole('button', { name: 'Clear All Filters' }));
    expect(await within(table()).findByText('TR-12')).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    expect(callsTo(calls, MY_TRIPS).map((call) => call.body)).toEqual([
      expect.objectContaining({ filters: { status: 'cancelled' } }),
      expect.objectContaining({ filters: {} }),
    ]);
  });

  it.each<[string, Reply, string]>([
    [
      'the server message',
      { status: 400, body: { success: false, msg: 'Unknown truck id' } },
      'Unknown truck id',
    ],
    [
      'a refusal without a message',
      { status: 400, body: { success: false } },
      'Failed to fetch trips',
    ],
    ['a broken server', { status: 503, body: {} }, 'Error fetching trips. Please try again later.'],
    ['no network', 'offline', 'Error fetching trips. Please try again later.'],
  ])('explains %s and tries again', async (_case, failure, message) => {
    const calls = mockApi({ [MY_TRIPS]: [failure, tripsPage([makeTripRow()])] });
    const { user } = renderTrips();
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByRole('table')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { name: 'Trips (1)' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(callsTo(calls, MY_TRIPS)).toHaveLength(2);
  });

  it('refreshes the list', async () => {
    const calls = mockApi({
      [MY_TRIPS]: [
        tripsPage([makeTripRow()]),
        tripsPage([makeTripRow(), makeTripRow({ _id: 'b', id: 'TR-13' })]),
      ],
    });
    const { user } = renderTrips();
    await screen.findByRole('heading', { name: 'Trips (1)' });
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByRole('heading', { name: 'Trips (2)' })).toBeInTheDocument();
    expect(callsTo(calls, MY_TRIPS)).toHaveLength(2);
  });

  it('pages and orders the trips on the server, with the exact count', async () => {
    const row = (number: number) => makeTripRow({ _id: `trip-${number}`, id: `TR-${number}` });
    const calls = mockApi({
      [MY_TRIPS]: [
        tripsPage([row(60), row(59)], { total: 41 }),
        tripsPage([row(40), row(39)], { page: 2, total: 41 }),
        tripsPage([row(1), row(2)], { total: 41 }),
      ],
    });
    const { user } = renderTrips();
    expect(await screen.findByRole('heading', { name: 'Trips (41)' })).toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: 'Pages of trips' });
    expect(within(pages).getByText('Showing 1 to 20 of 41')).toBeInTheDocument();
    expect(within(pages).getByText('Page 1 of 3')).toBeInTheDocument();

    await user.click(within(pages).getByRole('button', { name: 'Next' }));
    expect(await within(table()).findByText('TR-40')).toBeInTheDocument();
    expect(callsTo(calls, MY_TRIPS).at(-1)?.body).toMatchObject({ page: 2, limit: 20 });

    // A header orders every trip, not only the page on screen: from the first page again.
    await user.click(within(table()).getByRole('button', { name: /^ID/ }));
    expect(await within(table()).findByText('TR-1')).toBeInTheDocument();
    expect(callsTo(calls, MY_TRIPS).at(-1)?.body).toMatchObject({
      page: 1,
      sort: 'id',
      order: 'asc',
    });
  });
});
