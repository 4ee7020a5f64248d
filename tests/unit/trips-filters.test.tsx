import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { browserTimeZone } from '../../src/lib/browser-time-zone';
import {
  callsTo,
  currentSearch,
  makeTripRow,
  mockApi,
  MY_TRIPS,
  tripsPage,
  renderTrips,
  setUpTripsTests,
  type Call,
} from './trips-test-harness';

setUpTripsTests();

const filtersPanel = () => screen.getByRole('region', { name: 'Trip filters' });
const field = (name: string) => within(filtersPanel()).getByLabelText(name);
const lastRequest = (calls: Call[]) => callsTo(calls, MY_TRIPS).at(-1)?.body;
/** Every filtered list starts at the first page of 20. */
const FIRST_PAGE = { page: 1, limit: 20 };

async function waitForRequests(calls: Call[], count: number) {
  await waitFor(() => expect(callsTo(calls, MY_TRIPS)).toHaveLength(count));
}

describe('Trips filters', () => {
  it("asks for every trip at first, in the browser's time zone", async () => {
    const calls = mockApi({ [MY_TRIPS]: [tripsPage([makeTripRow()])] });
    renderTrips();
    await waitForRequests(calls, 1);
    expect(lastRequest(calls)).toEqual({
      filters: {},
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      ...FIRST_PAGE,
    });
    expect(browserTimeZone()).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });

  it('sends trimmed ids, the status and the date range as yyyy-MM-dd, and keeps them in the URL', async () => {
    const calls = mockApi({ [MY_TRIPS]: [tripsPage([])] });
    const { user, router } = renderTrips();
    await waitForRequests(calls, 1);

    await user.type(field('Load ID'), '  LD-1042 ');
    await user.type(field('Driver ID'), ' drv-7');
    await user.type(field('Truck ID'), '   ');
    await user.selectOptions(field('Status'), 'Out to Collect');
    fireEvent.change(field('From'), { target: { value: '2030-05-01' } });
    fireEvent.change(field('To'), { target: { value: '2030-05-31' } });
    await user.click(screen.getByRole('button', { name: 'Apply Filters' }));

    await waitForRequests(calls, 2);
    expect(lastRequest(calls)).toEqual({
      filters: {
        startDate: '2030-05-01',
        endDate: '2030-05-31',
        status: 'out_to_collect',
        loadId: 'LD-1042',
        driverId: 'drv-7',
      },
      timeZone: browserTimeZone(),
      ...FIRST_PAGE,
    });
    expect(Object.fromEntries(currentSearch(router))).toEqual({
      startDate: '2030-05-01',
      endDate: '2030-05-31',
      status: 'out_to_collect',
      loadId: 'LD-1042',
      driverId: 'drv-7',
    });
  });

  it('a single date sets both ends of the range', async () => {
    const calls = mockApi({ [MY_TRIPS]: [tripsPage([])] });
    const { user } = renderTrips();
    await waitForRequests(calls, 1);

    await user.click(within(filtersPanel()).getByRole('radio', { name: 'Single date' }));
    expect(within(filtersPanel()).queryByLabelText('From')).toBeNull();
    fireEvent.change(field('Date'), { target: { value: '2030-05-10' } });
    await user.click(screen.getByRole('button', { name: 'Apply Filters' }));

    await waitForRequests(calls, 2);
    expect(lastRequest(calls)).toMatchObject({
      filters: { startDate: '2030-05-10', endDate: '2030-05-10' },
    });
  });

  it('refuses an end date before the start date and sends nothing', async () => {
    const calls = mockApi({ [MY_TRIPS]: [tripsPage([])] });
    const { user } = renderTrips();
    await waitForRequests(calls, 1);

    fireEvent.change(field('From'), { target: { value: '2030-05-20' } });
    fireEvent.change(field('To'), { target: { value: '2030-05-01' } });
    await user.click(screen.getByRole('button', { name: 'Apply Filters' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The end date is before the start date.',
    );
    expect(field('To')).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo(calls, MY_TRIPS)).toHaveLength(1);
  });

  it('reads the filters from the URL on reload, a one-day range as a single date', async () => {
    const calls = mockApi({ [MY_TRIPS]: [tripsPage([])] });
    renderTrips('/trips?startDate=2030-05-10&endDate=2030-05-10&status=loaded&truckId=TRK-3');
    await waitForRequests(calls, 1);
    expect(lastRequest(calls)).toMatchObject({
      filters: {
        startDate: '2030-05-10',
        endDate: '2030-05-10',
        status: 'loaded',
        truckId: 'TRK-3',
      },
    });
    expect(within(filtersPanel()).getByRole('radio', { name: 'Single date' })).toBeChecked();
    expect(field('Date')).toHaveValue('2030-05-10');
    expect(field('Status')).toHaveValue('loaded');
    expect(field('Truck ID')).toHaveValue('TRK-3');
  });

  it('drops what a hand-edited URL gets wrong', async () => {
    const calls = mockApi({ [MY_TRIPS]: [tripsPage([])] });
    renderTrips('/trips?startDate=2030-02-31&endDate=soon&status=flying&loadId=%20LD-9%20');
    await waitForRequests(calls, 1);
    expect(lastRequest(calls)).toEqual({
      filters: { loadId: 'LD-9' },
      timeZone: browserTimeZone(),
      ...FIRST_PAGE,
    });
  });

  it('Clear All Filters empties the form, the URL and the request', async () => {
    const calls = mockApi({ [MY_TRIPS]: [tripsPage([])] });
    const { user, router } = renderTrips('/trips?status=completed&loadId=LD-1042');
    await waitForRequests(calls, 1);

    await user.type(field('Driver ID'), 'DRV-1');
    await user.click(within(filtersPanel()).getByRole('button', { name: 'Clear All Filters' }));

    await waitForRequests(calls, 2);
    expect(lastRequest(calls)).toEqual({
      filters: {},
      timeZone: browserTimeZone(),
      ...FIRST_PAGE,
    });
    expect(router.state.location.search).toBe('');
    expect(field('Status')).toHaveValue('');
    expect(field('Load ID')).toHaveValue('');
    expect(field('Driver ID')).toHaveValue('');
  });

  it('Back returns to the filters applied before', async () => {
    const calls = mockApi({ [MY_TRIPS]: [tripsPage([])] });
    const { user, router } = renderTrips('/trips?loadId=LD-1');
    await waitForRequests(calls, 1);

    await user.clear(field('Load ID'));
    await user.type(field('Load ID'), 'LD-2');
    await user.click(screen.getByRole('button', { name: 'Apply Filters' }));
    await waitForRequests(calls, 2);
    expect(currentSearch(router).get('loadId')).toBe('LD-2');

    await router.navigate(-1);
    await waitFor(() => expect(field('Load ID')).toHaveValue('LD-1'));
    expect(currentSearch(router).get('loadId')).toBe('LD-1');
  });
});
