import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createInvalidationBatch,
  INVALIDATION_BATCH_MS,
} from '../../src/features/live-events/invalidation-batch';
import { queryKeysForLiveEvent } from '../../src/features/live-events/live-event-query-keys';

/** Real keys as the screens use them, each holding data. */
const screens = {
  badge: ['notifications', 'unread-count'],
  notificationsPage: ['notifications', 'list', 'all', 1],
  loadDetails: ['loads', 'detail', 'load-1'],
  otherLoadDetails: ['loads', 'detail', 'load-2'],
  myLoads: ['loads', 'mine', 'pending'],
  myCompletedLoads: ['loads', 'mine', 'done'],
  groupQuote: ['find-loads', 'group-quote', 'load-1'],
  findLoads: ['find-loads', 'list', { page: 1, limit: 20 }],
  loadTrip: ['find-loads', 'trip', 'load-1'],
  tripsList: ['trips', 'list', { status: '' }],
  tripDetails: ['trips', 'detail', 'trip-1'],
  otherTripDetails: ['trips', 'detail', 'trip-2'],
  tripLinks: ['driver-links', 'trip', 'trip-1', { driverId: null }],
  trucks: ['trucks', 'list'],
} satisfies Record<string, QueryKey>;

type Screen = keyof typeof screens;

function invalidatedBy(keys: QueryKey[]): Screen[] {
  const client = new QueryClient();
  for (const key of Object.values(screens)) client.setQueryData(key, { some: 'data' });
  for (const queryKey of keys) void client.invalidateQueries({ queryKey, refetchType: 'none' });
  return (Object.keys(screens) as Screen[]).filter(
    (name) => client.getQueryState(screens[name])?.isInvalidated,
  );
}

describe('what each live event refreshes', () => {
  it('a notification: the badge and the notifications page', () => {
    const keys = queryKeysForLiveEvent({ type: 'notification', notificationId: 'n', loadId: null });
    expect(invalidatedBy(keys)).toEqual(['badge', 'notificationsPage']);
  });

  it("a quote: that load's details, My Loads, and the provider's view of its quote", () => {
    const keys = queryKeysForLiveEvent({ type: 'quote', loadId: 'load-1', quoteId: 'q' });
    expect(invalidatedBy(keys)).toEqual([
      'loadDetails',
      'myLoads',
      'myCompletedLoads',
      'groupQuote',
      'findLoads',
    ]);
  });

  it("a trip: the trips list and that trip, its load's details and lists, its links", () => {
    const keys = queryKeysForLiveEvent({ type: 'trip', tripId: 'trip-1', loadId: 'load-1' });
    expect(invalidatedBy(keys)).toEqual([
      'loadDetails',
      'myLoads',
      'myCompletedLoads',
      'findLoads',
      'loadTrip',
      'tripsList',
      'tripDetails',
      'tripLinks',
    ]);
  });

  it("a position: that trip's details and its load's details only", () => {
    const keys = queryKeysForLiveEvent({ type: 'position', tripId: 'trip-1', loadId: 'load-1' });
    expect(invalidatedBy(keys)).toEqual(['loadDetails', 'tripDetails']);
  });
});

describe('invalidation batch', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('invalidates each key once for a burst of events, a moment later', async () => {
    const client = new QueryClient();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    const batch = createInvalidationBatch(client);
    const event = { type: 'position', tripId: 'trip-1', loadId: 'load-1' } as const;
    for (let index = 0; index < 20; index += 1) batch.add(queryKeysForLiveEvent(event));

    expect(invalidate).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(INVALIDATION_BATCH_MS);
    expect(invalidate.mock.calls.map(([filters]) => filters?.queryKey)).toEqual([
      ['trips', 'detail', 'trip-1'],
      ['loads', 'detail', 'load-1'],
    ]);
  });

  it('drops what is waiting when cancelled', async () => {
    const client = new QueryClient();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    const batch = createInvalidationBatch(client);
    batch.add([['notifications']]);
    batch.cancel();
    await vi.advanceTimersByTimeAsync(INVALIDATION_BATCH_MS * 2);
    expect(invalidate).not.toHaveBeenCalled();
  });
});
