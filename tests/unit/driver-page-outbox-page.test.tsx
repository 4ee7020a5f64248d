// The page reads and replays the Dexie outbox.
import 'fake-indexeddb/auto';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { enqueueOutboxItem } from '../../src/features/driver-page/outbox/enqueue';
import { driverDb } from '../../src/lib/driver-db';
import {
  callsTo,
  DEVICE_KEY,
  LINK_ID,
  linkApi,
  LOCATION,
  ok,
  refuse,
  renderDriverPage,
  setUpDriverPageTests,
  TRIP_ID,
  type Reply,
} from './driver-page-harness';

vi.mock('../../src/lib/device-key', () => ({ getDeviceKey: vi.fn(async () => DEVICE_KEY) }));
vi.mock('../../src/features/driver-page/tracking/position-source', () => ({
  watchPositions: vi.fn(() => () => {}),
}));

setUpDriverPageTests();

/** Positions left behind by an earlier visit, waiting to be sent. */
async function leftBehind(count: number) {
  for (let n = 1; n <= count; n += 1) {
    await enqueueOutboxItem(driverDb(), {
      linkId: LINK_ID,
      tripId: TRIP_ID,
      kind: 'position',
      body: {
        coordinates: [46.6753, 24.7136],
        recordedAt: new Date(Date.now() - (10 - n) * 60_000).toISOString(),
        accuracy: 10,
      },
      idempotencyKey: `key-${n}`,
    });
  }
  // Made during an earlier visit, a minute ago.
  await driverDb()
    .outbox.toCollection()
    .modify({ createdAt: Date.now() - 60_000 });
}

const api = (location: Reply[]) => linkApi({ [LOCATION]: location });

describe('outbox on the driver page (docs/architecture.md §7)', () => {
  it('shows how many writes wait, and sends them, oldest first, once back online', async () => {
    await leftBehind(3);
    api(['offline']);
    renderDriverPage();
    expect(await screen.findByText('Waiting to sync: 3')).toBeVisible();

    const calls = api([ok({ accepted: true })]);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(screen.queryByText(/Waiting to sync/)).toBeNull());
    expect(callsTo(calls, LOCATION).map((call) => call.headers['idempotency-key'])).toEqual([
      'key-1',
      'key-2',
      'key-3',
    ]);
  });

  it('says what needs attention, with the server’s message, and still sends the rest', async () => {
    await leftBehind(2);
    const calls = api([refuse(422, 'Invalid coordinates'), ok({ accepted: true })]);
    renderDriverPage();
    expect(await screen.findByText('Needs attention: 1 — Invalid coordinates')).toBeVisible();
    await waitFor(() => expect(callsTo(calls, LOCATION)).toHaveLength(2));
    expect(screen.queryByText(/Waiting to sync/)).toBeNull();
  });

  it('lists refused positions as one entry, to send again or discard', async () => {
    await leftBehind(3);
    const calls = api([refuse(403, 'This link is no longer active.')]);
    const { user } = renderDriverPage();
    const card = await screen.findByRole('region', { name: 'Needs attention' });
    const entry = await within(card).findByRole('listitem', { name: '3 location reports' });
    expect(within(entry).getByText('This link is no longer active.')).toBeVisible();

    const resent = api([ok({ accepted: true })]);
    await user.click(within(entry).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(callsTo(resent, LOCATION)).toHaveLength(3));
    await waitFor(async () => expect(await driverDb().outbox.count()).toBe(0));
    expect(screen.queryByRole('region', { name: 'Needs attention' })).toBeNull();
    expect(callsTo(resent, LOCATION).map((call) => call.headers['idempotency-key'])).toEqual(
      callsTo(calls, LOCATION).map((call) => call.headers['idempotency-key']),
    );
  });

  it('discards refused positions after a confirm', async () => {
    await leftBehind(2);
    api([refuse(422, 'Invalid coordinates')]);
    const { user } = renderDriverPage();
    const card = await screen.findByRole('region', { name: 'Needs attention' });
    const entry = await within(card).findByRole('listitem', { name: '2 location reports' });
    await user.click(within(entry).getByRole('button', { name: 'Discard' }));
    const confirm = await screen.findByRole('dialog', { name: 'Discard this?' });
    expect(
      within(confirm).getByText(
        '2 location reports will be deleted from this phone and never sent.',
      ),
    ).toBeVisible();
    await user.click(within(confirm).getByRole('button', { name: 'Discard' }));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Needs attention' })).toBeNull(),
    );
    expect(await driverDb().outbox.count()).toBe(0);
    expect(screen.queryByText(/Needs attention: /)).toBeNull();
  });

  it('shows nothing when nothing waits', async () => {
    api([ok({ accepted: true })]);
    renderDriverPage();
    await screen.findByRole('heading', { name: 'Trip TR-12' });
    expect(screen.queryByText(/Waiting to sync|Needs attention/)).toBeNull();
  });
});
