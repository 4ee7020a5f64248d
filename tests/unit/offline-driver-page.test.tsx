import 'fake-indexeddb/auto';
import { onlineManager, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  persistQueryClientRestore,
  persistQueryClientSave,
} from '@tanstack/react-query-persist-client';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { driverPageKeys } from '../../src/features/driver-page/api/driver-page-keys';
import { onlineStatus } from '../../src/lib/online-status';
import { createQueryCacheStore } from '../../src/lib/query-cache-db';
import { createQueryClient, followOnlineStatus } from '../../src/lib/query-client';
import { createQueryPersistence } from '../../src/lib/query-persistence';
import {
  DEVICE_KEY,
  LINK_ID,
  linkApi,
  makeLinkDetails,
  makeLinkTrip,
  DriverPageAt,
  PAGE_URL,
  refuse,
  renderDriverPage,
  setUpDriverPageTests,
  TRIP_ID,
  VERIFY,
  verified,
} from './driver-page-harness';

vi.mock('../../src/lib/device-key', () => ({ getDeviceKey: vi.fn(async () => DEVICE_KEY) }));
vi.mock('../../src/features/driver-page/tracking/position-source', () => ({
  watchPositions: vi.fn(() => () => {}),
}));

setUpDriverPageTests();

afterEach(() => {
  act(() => onlineStatus.reportReachable());
  onlineManager.setEventListener(() => undefined);
  onlineManager.setOnline(true);
});

const verifyKey = driverPageKeys.verify(LINK_ID, DEVICE_KEY);
const tripHeading = () => screen.findByRole('heading', { name: 'Trip TR-12' });
const banner = () => screen.getAllByRole('status').find((node) => node.matches('.offline-banner'));

describe('driver link page offline (docs/architecture.md §7)', () => {
  it('shows the trip saved on an earlier visit after a reload with no network', async () => {
    const store = createQueryCacheStore('offline-driver-page');
    const persistence = createQueryPersistence({
      store: () => store,
      throttleTime: 0,
    });
    // The earlier visit, online: the link checked, the trip and its charges loaded and saved.
    const earlier = new QueryClient();
    const savedAt = Date.now() - 60_000;
    earlier.setQueryData(verifyKey, { isActive: true }, { updatedAt: savedAt });
    earlier.setQueryData(driverPageKeys.trip(LINK_ID, TRIP_ID), makeLinkTrip(), {
      updatedAt: savedAt,
    });
    earlier.setQueryData(driverPageKeys.details(LINK_ID), makeLinkDetails(), {
      updatedAt: savedAt,
    });
    await persistQueryClientSave({ queryClient: earlier, ...persistence.options });

    // The reload: no network, the cache restored from IndexedDB into the app's kind of client.
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const fetchMock = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    vi.stubGlobal('fetch', fetchMock);
    const client = createQueryClient();
    await persistQueryClientRestore({ queryClient: client, ...persistence.options });
    followOnlineStatus();
    render(
      <QueryClientProvider client={client}>
        <DriverPageAt url={PAGE_URL} />
      </QueryClientProvider>,
    );

    expect(await tripHeading()).toBeInTheDocument();
    expect(banner()).toHaveTextContent(/^You're offline\. Showing data saved today at /);
    expect(screen.queryByText(/Error loading/)).not.toBeInTheDocument();
    // Paused, not failed: nothing was asked of the server but the health probe.
    expect(fetchMock.mock.calls.every(([url]: unknown[]) => String(url) === '/api/health')).toBe(
      true,
    );
  });

  it.each([
    ['no network', 'offline' as const],
    ['a 503', refuse(503, 'Unavailable')],
  ])('keeps the trip when the link check fails again with %s', async (_, failure) => {
    linkApi({ [VERIFY]: [verified(), failure] });
    const { client } = renderDriverPage();
    expect(await tripHeading()).toBeInTheDocument();

    await act(() => client.refetchQueries({ queryKey: verifyKey }));
    expect(client.getQueryState(verifyKey)?.status).toBe('error');
    expect(screen.getByRole('heading', { name: 'Trip TR-12' })).toBeInTheDocument();
    expect(screen.queryByText(/Error loading/)).not.toBeInTheDocument();
  });

  it("still says 'Access denied' when the server refuses the saved link", async () => {
    linkApi({ [VERIFY]: [verified(), refuse(403, 'Access denied')] });
    const { client } = renderDriverPage();
    expect(await tripHeading()).toBeInTheDocument();

    await act(() => client.refetchQueries({ queryKey: verifyKey }));
    expect(await screen.findByRole('heading', { name: 'Access denied' })).toBeInTheDocument();
  });

  it('shows the offline banner above the trip when a call finds no network', async () => {
    linkApi({ [VERIFY]: [verified(), 'offline'] });
    const { client } = renderDriverPage();
    expect(await tripHeading()).toBeInTheDocument();
    expect(banner()).toBeEmptyDOMElement();

    await act(() => client.refetchQueries({ queryKey: verifyKey }));
    expect(banner()).toHaveTextContent("You're offline.");
    const heading = screen.getByRole('heading', { name: 'Trip TR-12' });
    expect(banner()!.compareDocumentPosition(heading)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  });
});
