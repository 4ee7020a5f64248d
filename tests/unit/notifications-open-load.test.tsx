import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import { Toaster } from 'react-hot-toast';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { FindLoadsPage } from '../../src/features/find-loads/find-loads-page';
import { LiveEvents } from '../../src/features/live-events/live-events';
import { LoadDetailsPage } from '../../src/features/loads/load-details-page';
import { MyLoadsPage } from '../../src/features/loads/my-loads-page';
import { createQueryClient } from '../../src/lib/query-client';
import { groupQuoteReply, loadsPage } from './find-loads-test-harness';
import {} from './mock-api';
import { createFakeEventsEndpoint, sseEvent } from './live-events-harness';
import { LOAD_ID, loadReply, makeLoad, makeQuote } from './load-details-harness';
import { mockApi, setUpNotificationsTests, type Reply } from './notifications-harness';

setUpNotificationsTests();

const GET_LOAD = `GET /api/loads/${LOAD_ID}`;
const CONFIG: Reply = {
  body: {
    success: true,
    data: {
      paymentProvider: 'test',
      stripePublishableKey: null,
      tileUrl: null,
      tileAttribution: null,
      geocoder: false,
    },
  },
};

function renderAt(path: string, page: 'my-loads' | 'find-loads', { live = false } = {}) {
  const router = createMemoryRouter(
    [
      { path: '/my-loads', element: <MyLoadsPage /> },
      { path: '/my-loads/:loadId', element: <LoadDetailsPage /> },
      { path: '/find-loads', element: <FindLoadsPage /> },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      {live && <LiveEvents />}
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  expect(router.state.location.pathname.startsWith(`/${page}`)).toBe(true);
  return router;
}

describe('a notification link opens its load', () => {
  it('Load Details opens at the address a notification links to', async () => {
    mockApi({ [GET_LOAD]: [loadReply(makeLoad())], 'GET /api/config': [CONFIG] });
    renderAt(`/my-loads/${LOAD_ID}`, 'my-loads');
    expect(await screen.findByRole('heading', { name: /LD-1042/ })).toBeInTheDocument();
  });

  it("an older '?load=' link is sent to the load's own address", async () => {
    mockApi({ [GET_LOAD]: [loadReply(makeLoad())], 'GET /api/config': [CONFIG] });
    const router = renderAt(`/my-loads?load=${LOAD_ID}`, 'my-loads');
    expect(await screen.findByRole('heading', { name: /LD-1042/ })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/my-loads/${LOAD_ID}`);
    expect(router.state.location.search).toBe('');
  });

  it("Find Loads opens the Load Details dialog for '?load=', even off the current page", async () => {
    localStorage.setItem('token', 'token-1');
    mockApi({
      'POST /api/loads': [loadsPage([])],
      [GET_LOAD]: [loadReply(makeLoad({ quotes: [] }))],
      'POST /api/quote/get-by-load-group': [groupQuoteReply(null)],
    });
    const router = renderAt(`/find-loads?load=${LOAD_ID}`, 'find-loads');
    const dialog = await screen.findByRole('dialog', { name: 'Load Details' });
    expect(dialog).toHaveTextContent('LD-1042');
    expect(dialog).toHaveTextContent('Dubai');
    expect(await within(dialog).findByRole('button', { name: 'Offer Quote' })).toBeEnabled();
    await vi.waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('Find Loads says so when the load cannot be opened', async () => {
    localStorage.setItem('token', 'token-1');
    mockApi({
      'POST /api/loads': [loadsPage([])],
      [GET_LOAD]: [{ status: 404, body: { success: false, msg: 'Load not found' } }],
    });
    renderAt(`/find-loads?load=${LOAD_ID}`, 'find-loads');
    expect(
      await screen.findByText('Error fetching load details. Please try again later.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Load Details' })).toBeNull();
  });
});

describe('live quotes in the open Load Details', () => {
  it('shows a new quote when its event arrives, without a reload', async () => {
    localStorage.setItem('token', 'token-1');
    const events = createFakeEventsEndpoint();
    mockApi(
      {
        [GET_LOAD]: [
          loadReply(makeLoad({ createdAt: new Date().toISOString() })),
          loadReply(makeLoad({ quotes: [makeQuote()], quoteCount: 1 })),
        ],
        'GET /api/config': [CONFIG],
      },
      events.handle,
    );
    renderAt(`/my-loads/${LOAD_ID}`, 'my-loads', { live: true });
    expect(await screen.findByRole('heading', { name: 'No quotes available.' })).toBeVisible();
    await vi.waitFor(() => expect(events.streams).toHaveLength(1));

    await act(async () => {
      events.latest().send(sseEvent({ type: 'quote', loadId: LOAD_ID, quoteId: 'q-1' }, 3));
    });
    expect(
      await screen.findByRole('heading', { name: 'Quotes received (1)' }, { timeout: 2000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('Salem Transport')).toBeInTheDocument();
  });
});
