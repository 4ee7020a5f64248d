import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'react-hot-toast';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { StartTripDialog } from '../../src/features/find-loads/components/start-trip-dialog';
import { createQueryClient } from '../../src/lib/query-client';
import {
  groupQuoteReply,
  LOAD_ID,
  loadsPage,
  makeQuote,
  makeRow,
  openLoad,
  QUOTE_ID,
  renderFindLoads,
  setUpFindLoadsTests,
  TRUCK_ID,
} from './find-loads-test-harness';
import { callsTo, mockApi, type Reply } from './mock-api';

setUpFindLoadsTests();

function api(createReply: Reply, quote = makeQuote({ status: 'accepted', offer: 1200 })) {
  return mockApi({
    'POST /api/loads': [loadsPage([makeRow({ status: 'confirmed', quoteStatus: 'accepted' })])],
    'POST /api/quote/get-by-load-group': [groupQuoteReply(quote)],
    [`GET /api/trips/getbyloadid/${LOAD_ID}`]: [{ status: 404, body: { success: false } }],
    'POST /api/trips/create': [createReply],
  });
}

const created: Reply = {
  body: { success: true, data: { tripId: 'trip-1', tripNumber: 'TR-1' } },
};

async function openConfirm(user: Parameters<typeof openLoad>[0]) {
  const details = await openLoad(user);
  await user.click(await within(details).findByRole('button', { name: 'Start Trip' }));
  return screen.findByRole('dialog', { name: 'Start Trip' });
}

describe('Start Trip', () => {
  it('asks for confirmation; Cancel closes and creates nothing', async () => {
    const calls = api(created);
    const { user } = renderFindLoads();
    const dialog = await openConfirm(user);
    expect(
      within(dialog).getByText('Are you sure you want to start the trip?'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Start Trip' })).not.toBeInTheDocument(),
    );
    expect(callsTo(calls, 'POST', '/api/trips/create')).toHaveLength(0);
  });

  it('creates the trip from the accepted quote, says so and goes to the new trip in Trips', async () => {
    const calls = api(created);
    const { user, router } = renderFindLoads();
    const dialog = await openConfirm(user);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Trip created successfully!')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Trip details page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/trips/trip-1');
    expect(callsTo(calls, 'POST', '/api/trips/create')[0]?.body).toEqual({
      quoteId: QUOTE_ID,
      loadId: LOAD_ID,
      truckId: TRUCK_ID,
      driverId: null,
      basePrice: 1200,
      status: 'confirmed',
    });
  });

  it('sends one request for a double-click, keyed by the acceptance', async () => {
    const calls = api(created);
    const { user } = renderFindLoads();
    const dialog = await openConfirm(user);
    await user.dblClick(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Trip created successfully!')).toBeInTheDocument();
    const sent = callsTo(calls, 'POST', '/api/trips/create');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.idempotencyKey).toBe(
      `start-trip-${QUOTE_ID}-${makeQuote().timeStamps.updatedAt}`,
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('uses the approved amount as the base price when there is one', async () => {
    const calls = api(
      created,
      makeQuote({ status: 'accepted', offer: 1200, approvedAmount: 1150, truckId: null }),
    );
    const { user } = renderFindLoads();
    const dialog = await openConfirm(user);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(callsTo(calls, 'POST', '/api/trips/create')).toHaveLength(1));
    expect(callsTo(calls, 'POST', '/api/trips/create')[0]?.body).toMatchObject({
      basePrice: 1150,
      truckId: null,
    });
  });

  it.each([
    ['a refusal', { status: 400, body: { success: false } }, 'Failed to create trip'],
    [
      'a refusal with the server message',
      { status: 409, body: { success: false, msg: 'This load already has a trip' } },
      'This load already has a trip',
    ],
    ['no network', 'offline', 'Error creating trip. Please try again later.'],
  ] as const)('reports %s and stays', async (_case, reply, message) => {
    api(reply as Reply);
    const { user, router } = renderFindLoads();
    const dialog = await openConfirm(user);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.getAllByText(message)).toHaveLength(2));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(message);
    expect(router.state.location.pathname).toBe('/find-loads');
  });
});

describe('Start Trip without its quote', () => {
  it("says 'Missing required information' and sends nothing", async () => {
    const calls = mockApi({});
    const user = userEvent.setup();
    render(
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter>
          <StartTripDialog open row={makeRow()} quote={null} onClose={vi.fn()} />
        </MemoryRouter>
        <Toaster />
      </QueryClientProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(screen.getAllByText('Missing required information')).toHaveLength(2),
    );
    expect(calls).toHaveLength(0);
  });
});
