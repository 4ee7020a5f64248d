import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiveEvent } from '../../src/contract/notifications';
import { liveEvents } from '../../server/modules/live-events/live-events.schema';
import { users } from '../../server/modules/users/users.schema';
import { MAX_STREAMS_PER_USER } from '../../server/modules/live-events/live-hub';
import { startAppInstance, type AppInstance } from './support/app-instance';
import { openEventStream, tripEvent, type EventStream } from './support/event-stream-client';
import { addTruck, postLoad, quote, signInProvider, signInShipper } from './support/marketplace';
import { openTestDatabase } from './support/test-database';

let t: AppInstance;
let shipper: Awaited<ReturnType<typeof signInShipper>>;
let other: Awaited<ReturnType<typeof signInShipper>>;
const streams: EventStream[] = [];

beforeAll(async () => {
  t = await startAppInstance(await openTestDatabase(), { listen: true, heartbeatMs: 100 });
  shipper = await signInShipper(t);
  other = await signInShipper(t, 'Other Trading');
});
afterAll(async () => {
  await Promise.all(streams.map((stream) => stream.close()));
  await t.close();
});

async function stream(token: string | null, options?: { lastEventId?: string; query?: string }) {
  const opened = await openEventStream(String(t.url), token, options);
  streams.push(opened);
  return opened;
}

/** Publishes as a change would: in a transaction, delivered when it commits. */
async function publish(userIds: string[], event: LiveEvent) {
  await t.db.transaction((tx) => t.liveEvents.publish(tx, userIds, event));
}

describe('GET /api/events', () => {
  it('refuses a caller without a valid session', async () => {
    const none = await t.app.inject({ method: 'GET', url: '/api/events' });
    expect(none.statusCode).toBe(401);
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/events',
      headers: { authorization: 'Bearer not-a-session' },
    });
    expect(bad.statusCode).toBe(401);
    expect(bad.json()).toMatchObject({ success: false });
  });

  it('streams the signed-in user’s events with their id and type, unbuffered', async () => {
    const live = await stream(shipper.token);
    expect(live.status).toBe(200);
    expect(live.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(live.headers.get('cache-control')).toContain('no-cache');
    expect(live.headers.get('x-accel-buffering')).toBe('no');
    await live.commentMatching('connected');

    await publish([other._id], tripEvent(1));
    await publish([shipper._id], tripEvent(2));
    const [first] = await live.nextEvents(1);
    // Another user's event never reaches this stream: the first one here is the shipper's own.
    expect(first).toEqual({
      id: expect.stringMatching(/^\d+$/),
      event: 'trip',
      data: tripEvent(2),
    });
    // The id numbers the shipper's own events: this is their first.
    const [row] = await t.db
      .select({ seq: liveEvents.seq })
      .from(liveEvents)
      .where(eq(liveEvents.userId, shipper._id));
    expect(first?.id).toBe('1');
    expect(row?.seq).toBe(1);
  });

  it('sends nothing for a change that rolled back', async () => {
    const live = await stream(shipper.token);
    await live.commentMatching('connected');
    await t.db
      .transaction(async (tx) => {
        await t.liveEvents.publish(tx, [shipper._id], tripEvent(3));
        throw new Error('the change failed');
      })
      .catch(() => undefined);
    await publish([shipper._id], tripEvent(4));
    const [first] = await live.nextEvents(1);
    expect(first?.data).toEqual(tripEvent(4));
  });

  it('reaches everyone when one change concerns many users (more than one NOTIFY holds)', async () => {
    const many = await t.db
      .insert(users)
      .values(
        Array.from({ length: 250 }, (_, i) => ({
          phoneE164: `+96657${String(i).padStart(7, '0')}`,
          countryCode: '+966',
          nationalNumber: `57${String(i).padStart(7, '0')}`,
        })),
      )
      .returning({ id: users.id });
    const live = await stream(shipper.token);
    await live.commentMatching('connected');
    await publish([...many.map((user) => user.id), shipper._id], tripEvent(5));
    const [first] = await live.nextEvents(1);
    expect(first?.data).toEqual(tripEvent(5));
  });

  it('tells the shipper of a provider’s quote as it is made', async () => {
    const loadId = await postLoad(t, shipper.token);
    const live = await stream(shipper.token);
    await live.commentMatching('connected');
    const provider = await signInProvider(t, 'Quick Haulage');
    await addTruck(t, provider.groupId);
    const quoted = await quote(t, provider.token, loadId, 2100);
    expect(quoted.status).toBe(200);
    const event = await live.eventMatching((received) => received.event === 'quote');
    expect(event.data).toEqual({ type: 'quote', loadId, quoteId: expect.any(String) });
  });

  it('replays what was missed after Last-Event-ID, in order, then goes on live', async () => {
    const before = await stream(other.token);
    await before.commentMatching('connected');
    await publish([other._id], tripEvent(10));
    const [seen] = await before.nextEvents(1);
    await before.close();

    await publish([other._id], tripEvent(11));
    await publish([other._id], tripEvent(12));
    const resumed = await stream(other.token, { lastEventId: seen?.id });
    const replayed = await resumed.nextEvents(2);
    expect(replayed.map((event) => event.data)).toEqual([tripEvent(11), tripEvent(12)]);
    expect(Number(replayed[0]?.id)).toBeGreaterThan(Number(seen?.id));

    await publish([other._id], tripEvent(13));
    const [, , live] = await resumed.nextEvents(3);
    expect(live?.data).toEqual(tripEvent(13));

    // The query parameter serves clients that cannot set the header.
    const byQuery = await stream(other.token, { query: `?lastEventId=${replayed[1]?.id}` });
    const [fromQuery] = await byQuery.nextEvents(1);
    expect(fromQuery?.data).toEqual(tripEvent(13));
  });

  it('sends a heartbeat comment while nothing happens', async () => {
    const live = await stream(other.token);
    await live.commentMatching('heartbeat', 2_000);
    expect(live.events).toEqual([]);
  });

  it('keeps each user to a few streams at once', async () => {
    const provider = await signInProvider(t, 'Many Tabs Co');
    const open: EventStream[] = [];
    for (let i = 0; i < MAX_STREAMS_PER_USER; i += 1) {
      const tab = await stream(provider.token);
      await tab.commentMatching('connected');
      open.push(tab);
    }
    const refused = await stream(provider.token);
    expect(refused.status).toBe(429);

    await open[0]?.close();
    // The server notices the closed tab and makes room.
    let next = refused;
    for (let tries = 0; next.status === 429 && tries < 50; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      next = await stream(provider.token);
    }
    expect(next.status).toBe(200);
  });

  it('purges events older than an hour', async () => {
    await publish([shipper._id], tripEvent(20));
    t.clock.advance(61 * 60_000);
    await publish([shipper._id], tripEvent(21));
    const purged = await t.liveEvents.purgeOld();
    expect(purged).toBeGreaterThan(0);
    const [left] = await t.db.select({ value: count() }).from(liveEvents);
    expect(left?.value).toBe(1);
  });
});

describe('closing the server', () => {
  it('ends open streams instead of waiting on them', async () => {
    const instance = await startAppInstance(await openTestDatabase(), { listen: true });
    const shipperThere = await signInShipper(instance);
    const live = await openEventStream(String(instance.url), shipperThere.token);
    await live.commentMatching('connected');
    await instance.close();
    expect(await live.ended()).toBe(true);
    await live.close();
  });
});
