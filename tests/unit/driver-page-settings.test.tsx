// The page keeps every driver write in the Dexie outbox first; Dexie must see IndexedDB at load.
import 'fake-indexeddb/auto';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { enqueueOutboxItem } from '../../src/features/driver-page/outbox/enqueue';
import { formatBytes } from '../../src/features/driver-page/utils/format-bytes';
import { driverDb } from '../../src/lib/driver-db';
import {
  DEVICE_KEY,
  LINK_ID,
  LOCATION,
  linkApi,
  renderDriverPage,
  setUpDriverPageTests,
  TRIP_ID,
} from './driver-page-harness';

vi.mock('../../src/lib/device-key', () => ({ getDeviceKey: vi.fn(async () => DEVICE_KEY) }));
vi.mock('../../src/features/driver-page/tracking/position-source', () => ({
  watchPositions: vi.fn(() => () => {}),
}));

setUpDriverPageTests();

afterEach(() => {
  Reflect.deleteProperty(navigator, 'storage');
});

/** navigator.storage as a browser answers it; `grants` says how each persist() request ends. */
function stubStorage(grants: boolean[]) {
  let persisted = false;
  const storage = {
    estimate: vi.fn(async () => ({ usage: 2_100_000, quota: 1_200_000_000 })),
    persisted: vi.fn(async () => persisted),
    persist: vi.fn(async () => {
      persisted = grants.shift() ?? persisted;
      return persisted;
    }),
  };
  Object.defineProperty(navigator, 'storage', { configurable: true, value: storage });
  return storage;
}

async function openSettings() {
  const { user } = renderDriverPage();
  const summary = await screen.findByText('Settings');
  await user.click(summary);
  const card = summary.closest('details') as HTMLElement;
  await waitFor(() => expect(card).toHaveAttribute('open'));
  return { user, card };
}

const fact = (card: HTMLElement, label: string) =>
  within(card).getByText(label).closest('.driver-page__fact')?.querySelector('dd');

describe('settings: storage on this phone (docs/architecture.md §7)', () => {
  it('shows storage used, that it is not yet kept, and asks the browser to keep it', async () => {
    // Asked once by the page on its own (refused), then by the driver (granted).
    const storage = stubStorage([false, true]);
    linkApi();
    const { user, card } = await openSettings();
    await waitFor(() => expect(fact(card, 'Storage used')).toHaveTextContent('2.1 MB of 1.2 GB'));
    expect(fact(card, 'Data on this phone')).toHaveTextContent(
      'Not guaranteed: the browser may clear it when space runs low',
    );
    expect(fact(card, 'Items not sent yet')).toHaveTextContent('0');

    await user.click(within(card).getByRole('button', { name: 'Keep data on this phone' }));
    await waitFor(() =>
      expect(fact(card, 'Data on this phone')).toHaveTextContent(
        'Kept: the browser will not clear it to free space',
      ),
    );
    expect(storage.persist).toHaveBeenCalledTimes(2);
    expect(within(card).queryByRole('button', { name: 'Keep data on this phone' })).toBeNull();
  });

  it('says so when the browser will not keep the data', async () => {
    stubStorage([false, false]);
    linkApi();
    const { user, card } = await openSettings();
    await user.click(await within(card).findByRole('button', { name: 'Keep data on this phone' }));
    expect(
      await within(card).findByText(
        'The browser did not allow it. Adding this page to the home screen may help.',
      ),
    ).toBeVisible();
  });

  it('counts the items waiting to be sent', async () => {
    stubStorage([false]);
    for (const n of [1, 2]) {
      await enqueueOutboxItem(driverDb(), {
        linkId: LINK_ID,
        tripId: TRIP_ID,
        kind: 'position',
        body: {
          coordinates: [46.6753, 24.7136],
          recordedAt: new Date().toISOString(),
          accuracy: 9,
        },
        idempotencyKey: `key-${n}`,
      });
    }
    linkApi({ [LOCATION]: ['offline'] });
    const { card } = await openSettings();
    await waitFor(() => expect(fact(card, 'Items not sent yet')).toHaveTextContent('2'));
  });

  it('leaves out what the browser cannot tell', async () => {
    linkApi();
    const { card } = await openSettings();
    expect(fact(card, 'Items not sent yet')).toHaveTextContent('0');
    expect(within(card).queryByText('Storage used')).toBeNull();
    expect(within(card).queryByText('Data on this phone')).toBeNull();
    expect(within(card).queryByRole('button', { name: 'Keep data on this phone' })).toBeNull();
  });
});

describe('byte sizes', () => {
  it.each([
    [0, '0 kB'],
    [950, '1 kB'],
    [48_000, '48 kB'],
    [2_100_000, '2.1 MB'],
    [512_000_000, '512 MB'],
    [1_200_000_000, '1.2 GB'],
  ])('%d bytes read as %s', (bytes, text) => {
    expect(formatBytes(bytes)).toBe(text);
  });
});
