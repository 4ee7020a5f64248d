import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PageActionsTargetContext } from '../../src/app/shell/page-actions-target';
import type { LoadSummary } from '../../src/contract/loads';
import { LoadDetailsPage } from '../../src/features/loads/load-details-page';
import { MyLoadsPage } from '../../src/features/loads/my-loads-page';
import { browserTimeZone } from '../../src/lib/browser-time-zone';
import { makeLoad } from './load-details-harness';

// The details panel is another screen with its own tests; here it only has to open and close.
vi.mock('../../src/features/loads/details/load-details-panel', () => ({
  LoadDetailsPanel: ({ loadId, onClose }: { loadId: string; onClose: () => void }) => (
    <section aria-label="Load details">
      <p>Details of {loadId}</p>
      <button type="button" onClick={onClose}>
        Back to loads
      </button>
    </section>
  ),
}));

const ACTIVE = '/api/loads/user?status=pending&page=1&limit=20';
const DONE = '/api/loads/user?status=done&page=1&limit=20';

function load(overrides: Partial<LoadSummary> = {}): LoadSummary {
  return {
    _id: '0c7e8a52-3a4b-4c5d-8e9f-0a1b2c3d4e5f',
    id: 'LD-1001',
    status: 'pending',
    source: { country: 'Saudi Arabia', city: 'Riyadh' },
    destination: { country: 'United Arab Emirates', city: 'Dubai' },
    weight: { value: 12.5, unit: 'ton' },
    material: 'Steel coils',
    scheduledDate: '2099-03-04T09:30:00+03:00',
    createdAt: '2099-02-20T08:00:00+03:00',
    completedAt: null,
    quoteCount: 3,
    currency: 'SAR',
    ...overrides,
  };
}

const second = load({
  _id: '1d8f9b63-4b5c-4d6e-9fa0-1b2c3d4e5f60',
  id: 'LD-1002',
  status: 'confirmed',
  source: { country: 'Qatar', city: 'Doha' },
  destination: { country: 'Kuwait', city: 'Kuwait City' },
  weight: { value: 800, unit: 'kg' },
  material: 'Dates',
  quoteCount: 0,
});
const finished = load({
  _id: '2e9fac74-5c6d-4e7f-8ab1-2c3d4e5f6071',
  id: 'LD-0990',
  status: 'completed',
  material: 'Cement',
  completedAt: '2099-01-15T17:00:00+03:00',
});

type Reply = { status?: number; body?: unknown };
const list = (loads: LoadSummary[], { page = 1, total = loads.length } = {}): Reply => ({
  body: {
    success: true,
    data: {
      list: loads,
      pagination: { page, limit: 20, total, totalPages: Math.max(1, Math.ceil(total / 20)) },
    },
  },
});

function mockApi(replies: Record<string, Reply[]>) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      calls.push(url);
      const reply = replies[url]?.shift();
      if (!reply) throw new Error(`Unexpected call ${url}`);
      return new Response(JSON.stringify(reply.body), {
        status: reply.status ?? 200,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return calls;
}

const details = (loadId: string): Reply => ({
  body: { success: true, data: { load: makeLoad({ _id: loadId }) } },
});

function LocationProbe() {
  const location = useLocation();
  return (
    <output data-testid="location" data-state={JSON.stringify(location.state ?? null)}>
      {location.pathname}
      {location.search}
    </output>
  );
}

let header: HTMLDivElement;

function renderMyLoads(state?: unknown, path = '/my-loads') {
  header = document.createElement('div');
  header.dataset.testid = 'header-actions';
  document.body.append(header);
  const [pathname, search = ''] = path.split('?');
  const router = createMemoryRouter(
    [
      {
        path: '/my-loads',
        element: (
          <PageActionsTargetContext value={header}>
            <MyLoadsPage />
            <LocationProbe />
          </PageActionsTargetContext>
        ),
      },
      {
        path: '/my-loads/:loadId',
        element: (
          <>
            <LoadDetailsPage />
            <LocationProbe />
          </>
        ),
      },
      { path: '*', element: <LocationProbe /> },
    ],
    { initialEntries: [{ pathname, search: search && `?${search}`, state }] },
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('token', 'shipper-token');
});
afterEach(() => {
  cleanup();
  header.remove();
  vi.unstubAllGlobals();
});

const activeTable = () => screen.getByRole('table', { name: 'Active Loads' });

describe('My Loads', () => {
  it('lists the active loads with their count and the SPEC columns', async () => {
    const calls = mockApi({ [ACTIVE]: [list([load(), second])] });
    renderMyLoads();
    expect(await screen.findByRole('heading', { name: 'Active Loads (2)' })).toBeInTheDocument();
    const headers = within(activeTable())
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent?.trim());
    expect(headers).toEqual([
      'ID',
      'Origin',
      'Destination',
      'Weight',
      'Material',
      'Status',
      'Scheduled Date',
      'Posted Date',
      'Quotes',
    ]);
    const [, firstRow] = within(activeTable()).getAllByRole('row');
    expect(
      within(firstRow as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      'LD-1001',
      'Riyadh, Saudi Arabia',
      'Dubai, United Arab Emirates',
      '12.5 ton',
      'Steel coils',
      'Pending',
      'Mar 04, 2099',
      'Feb 20, 2099',
      '3',
    ]);
    expect(within(activeTable()).getByText('Confirmed')).toBeInTheDocument();
    expect(calls).toEqual([ACTIVE]);
  });

  it('says when there are no active loads', async () => {
    mockApi({ [ACTIVE]: [list([])] });
    renderMyLoads();
    expect(await screen.findByRole('heading', { name: 'Active Loads (0)' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'No Active Loads' })).toBeInTheDocument();
    // Its one next step, beside the header's.
    const empty = screen.getByRole('heading', { name: 'No Active Loads' }).parentElement!;
    expect(within(empty).getByRole('link', { name: 'Post a Load' })).toHaveAttribute(
      'href',
      '/post-load',
    );
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('cuts a long material to one line in the table, the whole text in its title', async () => {
    const material = 'Steel coils, cold rolled, '.repeat(8).trim();
    mockApi({ [ACTIVE]: [list([load({ material })])] });
    renderMyLoads();
    await screen.findByRole('heading', { name: 'Active Loads (1)' });
    const cell = within(activeTable()).getByTitle(material);
    expect(cell).toHaveTextContent(material);
    // Capped, so the route beside it keeps its room.
    expect(cell.closest('td')!.style.getPropertyValue('--data-table-truncate-max')).toBe('14rem');
    // The route is never cut: it wraps.
    const origin = within(activeTable())
      .getByText('Riyadh, Saudi Arabia')
      .closest('.data-table-wrap');
    expect(origin).not.toBeNull();
    expect(origin).not.toHaveAttribute('title');
  });

  it('shows and hides the completed loads on demand', async () => {
    const calls = mockApi({ [ACTIVE]: [list([load()])], [DONE]: [list([finished])] });
    const user = userEvent.setup();
    renderMyLoads();
    await screen.findByRole('heading', { name: 'Active Loads (1)' });
    expect(calls).toEqual([ACTIVE]);

    await user.click(screen.getByRole('button', { name: 'View Completed Loads' }));
    expect(await screen.findByRole('heading', { name: 'Completed Loads (1)' })).toBeInTheDocument();
    const completed = screen.getByRole('table', { name: 'Completed Loads' });
    expect(
      within(completed)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent?.trim()),
    ).toEqual([
      'ID',
      'Origin',
      'Destination',
      'Weight',
      'Material',
      'Status',
      'Completed Date',
      'Posted Date',
    ]);
    expect(within(completed).getByText('Jan 15, 2099')).toBeInTheDocument();
    expect(within(completed).getByText('Completed')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Hide Completed Loads' }));
    expect(screen.queryByRole('table', { name: 'Completed Loads' })).toBeNull();
    expect(screen.getByRole('button', { name: 'View Completed Loads' })).toBeInTheDocument();
  });

  it('keeps the completed list open in the address, so Back from a completed load shows it again', async () => {
    // The lists are asked for again when they come back (stale at once in this client).
    mockApi({
      [ACTIVE]: [list([load()]), list([load()])],
      [DONE]: [list([finished]), list([finished])],
      [`/api/loads/${finished._id}`]: [details(finished._id)],
    });
    const user = userEvent.setup();
    const router = renderMyLoads();
    await user.click(await screen.findByRole('button', { name: 'View Completed Loads' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/my-loads?completed=1');
    // Toggling replaces the entry: Back does not step through it.
    expect(router.state.historyAction).toBe('REPLACE');

    await user.click(await screen.findByText('LD-0990'));
    expect(await screen.findByText(`Details of ${finished._id}`)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to loads' }));
    expect(await screen.findByRole('table', { name: 'Completed Loads' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Hide Completed Loads' })).toBeInTheDocument();
  });

  it('lists a cancelled load with the completed ones, as Cancelled on the day it was cancelled', async () => {
    // The server gives a cancelled load's cancellation time as its completedAt.
    const withdrawn = load({
      _id: '3fa0bd85-6d7e-4f80-9bc2-3d4e5f607182',
      id: 'LD-0995',
      status: 'cancelled',
      completedAt: '2099-02-01T12:00:00+03:00',
    });
    mockApi({ [ACTIVE]: [list([load()])], [DONE]: [list([finished, withdrawn])] });
    const user = userEvent.setup();
    renderMyLoads();
    await user.click(await screen.findByRole('button', { name: 'View Completed Loads' }));
    const completed = await screen.findByRole('table', { name: 'Completed Loads' });
    const row = within(completed).getByText('LD-0995').closest('tr') as HTMLElement;
    expect(within(row).getByText('Cancelled')).toBeInTheDocument();
    expect(within(row).getByText('Feb 01, 2099')).toBeInTheDocument();
  });

  it('says when there are no completed loads', async () => {
    mockApi({ [ACTIVE]: [list([load()])], [DONE]: [list([])] });
    const user = userEvent.setup();
    renderMyLoads();
    await user.click(screen.getByRole('button', { name: 'View Completed Loads' }));
    expect(await screen.findByText('No Completed Loads')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Completed Loads (0)' })).toBeInTheDocument();
  });

  it('explains a failed fetch and tries again', async () => {
    const calls = mockApi({
      [ACTIVE]: [{ status: 503, body: { success: false, msg: 'Down' } }, list([load()])],
    });
    const user = userEvent.setup();
    renderMyLoads();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error fetching loads. Please try again later.',
    );
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { name: 'Active Loads (1)' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(calls).toEqual([ACTIVE, ACTIVE]);
  });

  it('refreshes the active list', async () => {
    const calls = mockApi({ [ACTIVE]: [list([load()]), list([load(), second])] });
    const user = userEvent.setup();
    renderMyLoads();
    await screen.findByRole('heading', { name: 'Active Loads (1)' });
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByRole('heading', { name: 'Active Loads (2)' })).toBeInTheDocument();
    expect(calls).toEqual([ACTIVE, ACTIVE]);
  });

  it('opens a load at its own address in place of the list, and its back button steps back', async () => {
    mockApi({
      [ACTIVE]: [list([load(), second]), list([load(), second])],
      [`/api/loads/${second._id}`]: [details(second._id)],
    });
    const user = userEvent.setup();
    const router = renderMyLoads();
    await user.click(await screen.findByText('LD-1002'));
    expect(await screen.findByText(`Details of ${second._id}`)).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(`/my-loads/${second._id}`);
    expect(screen.queryByRole('table')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Back to loads' }));
    expect(await screen.findByRole('table', { name: 'Active Loads' })).toBeInTheDocument();
    // A step back to the list's own entry, as browser Back would: history does not pile up.
    expect(router.state.historyAction).toBe('POP');
  });

  it('a load opened from its address (a reload or a link) closes to the list in its place', async () => {
    mockApi({ [`/api/loads/${second._id}`]: [details(second._id)], [ACTIVE]: [list([second])] });
    const user = userEvent.setup();
    const router = renderMyLoads(undefined, `/my-loads/${second._id}`);
    expect(await screen.findByText(`Details of ${second._id}`)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to loads' }));
    expect(await screen.findByRole('table', { name: 'Active Loads' })).toBeInTheDocument();
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('sends openLoadId (docs/product.md §2) and older ?load= links to the load’s own address', async () => {
    mockApi({ '/api/loads/fresh-load': [details('fresh-load')] });
    renderMyLoads({ openLoadId: 'fresh-load' });
    expect(await screen.findByText('Details of fresh-load')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/my-loads/fresh-load');
    expect(screen.getByTestId('location').dataset.state).toBe('null');
    cleanup();
    header.remove();

    mockApi({ '/api/loads/linked-load': [details('linked-load')] });
    const router = renderMyLoads(undefined, '/my-loads?load=linked-load');
    expect(await screen.findByText('Details of linked-load')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/my-loads/linked-load');
    expect(router.state.location.search).toBe('');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('says plainly when the load is not there (or not this shipper’s), with a way back', async () => {
    mockApi({
      '/api/loads/someone-elses': [
        { status: 404, body: { success: false, msg: 'Load not found' } },
      ],
      [ACTIVE]: [list([load()])],
    });
    const user = userEvent.setup();
    renderMyLoads(undefined, '/my-loads/someone-elses');
    expect(await screen.findByRole('heading', { name: 'Load not found' })).toHaveFocus();
    expect(screen.queryByText(/Details of/)).toBeNull();
    await user.click(screen.getByRole('link', { name: 'Back to My Loads' }));
    expect(await screen.findByRole('table', { name: 'Active Loads' })).toBeInTheDocument();
  });

  it('puts Post a Load in the header', async () => {
    mockApi({ [ACTIVE]: [list([])] });
    const user = userEvent.setup();
    renderMyLoads();
    const link = within(screen.getByTestId('header-actions')).getByRole('link', {
      name: 'Post a Load',
    });
    await user.click(link);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/post-load'));
  });

  it('pages through the active loads on the server, and a filter searches every page', async () => {
    const many = (from: number) =>
      Array.from({ length: 20 }, (_, index) =>
        load({
          _id: `load-${from - index}`,
          id: `LD-${from - index}`,
          material: `Cargo ${from - index}`,
        }),
      );
    const needle = load({ _id: 'load-needle', id: 'LD-1', material: 'Needle' });
    const calls = mockApi({
      [ACTIVE]: [list(many(130), { total: 130 })],
      [ACTIVE.replace('page=1', 'page=2')]: [list(many(110), { page: 2, total: 130 })],
      [`${ACTIVE}&material=needle&timeZone=${encodeURIComponent(browserTimeZone())}`]: [
        list([needle]),
      ],
    });
    renderMyLoads();
    expect(await screen.findByRole('heading', { name: 'Active Loads (130)' })).toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: 'Pages of active loads' });
    expect(within(pages).getByText('Showing 1 to 20 of 130')).toBeInTheDocument();
    await userEvent.click(within(pages).getByRole('button', { name: 'Next' }));
    expect(await within(pages).findByText('Showing 21 to 40 of 130')).toBeInTheDocument();
    expect(within(pages).getByText('Page 2 of 7')).toBeInTheDocument();

    await userEvent.type(screen.getAllByPlaceholderText('Filter by Material')[0]!, 'needle');
    expect(await within(activeTable()).findByText('Needle')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Active Loads (1)' })).toBeInTheDocument();
    expect(calls.at(-1)).toContain('material=needle');
  });
});
