import { isDeepStrictEqual } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq, sql } from 'drizzle-orm';
import type { LiveEvent } from '../../src/contract/notifications';
import { LIVE_EVENTS_CHANNEL } from '../../server/modules/live-events/live-events-service';
import { liveEvents } from '../../server/modules/live-events/live-events.schema';
import { startAppInstance, type AppInstance } from './support/app-instance';
import { openEventStream, tripEvent, type EventStream } from './support/event-stream-client';
import { addTruck, postLoad, quote, signInProvider, signInShipper } from './support/marketplace';
import { createSharedTestDatabase, type SharedTestDatabase } from './support/shared-test-database';

// Runs in the server-postgres project only (vitest.config.ts): two instances share one server.
let shared: SharedTestDatabase;
let first: AppInstance;
let second: AppInstance;
const streams: EventStream[] = [];

beforeAll(async () => {
  shared = await createSharedTestDatabase();
  first = await startAppInstance(await shared.open(), { listen: true });
  second = await startAppInstance(await shared.open(), { listen: true, clock: first.clock });
});
afterAll(async () => {
  await Promise.all(streams.map((stream) => stream.close()));
  await first?.close();
  await second?.close();
  await shared?.dispose();
});

async function streamOn(instance: AppInstance, token: string, lastEventId?: string) {
  const opened = await openEventStream(String(instance.url), token, { lastEventId });
  streams.push(opened);
  await opened.commentMatching('connected');
  return opened;
}

/** Publishes through `instance` in a transaction that commits once `commit` resolves. */
function publishHeld(
  instance: AppInstance,
  userIds: string[][],
  events: LiveEvent[],
  commit: Promise<void>,
) {
  let written: () => void = () => undefined;
  const writing = new Promise<void>((resolve) => (written = resolve));
  const committed = instance.db.transaction(async (tx) => {
    for (const [index, event] of events.entries()) {
      await instance.liveEvents.publish(tx, userIds[index] ?? [], event);
    }
    written();
    await commit;
  });
  return { writing, committed };
}

function untilReceived(live: EventStream, n: number) {
  return live.eventMatching((received) => isDeepStrictEqual(received.data, tripEvent(n)), 10_000);
}

describe('live events across server instances (PostgreSQL LISTEN/NOTIFY)', () => {
  it('delivers a quote made through one instance to a shipper connected to another', async () => {
    const shipper = await signInShipper(first);
    const loadId = await postLoad(first, shipper.token);
    const onSecond = await streamOn(second, shipper.token);

    const provider = await signInProvider(first, 'Across Town Haulage');
    await addTruck(first, provider.groupId);
    expect((await quote(first, provider.token, loadId, 1900)).status).toBe(200);

    const event = await onSecond.eventMatching((received) => received.event === 'quote');
    expect(event.data).toEqual({ type: 'quote', loadId, quoteId: expect.any(String) });
  });

  it('catches up on what it missed after its listening connection drops', async () => {
    const shipper = await signInShipper(first, 'Dropped Line Trading');
    const onSecond = await streamOn(second, shipper.token);

    // Every live events LISTEN connection on this database is cut, as a failover would.
    const cut = (await first.db.execute(sql`
      select pg_terminate_backend(pid) from pg_stat_activity
      where datname = current_database() and query ilike ${`listen "${LIVE_EVENTS_CHANNEL}"`}`)) as unknown as {
      rows: unknown[];
    };
    expect(cut.rows).toHaveLength(2);
    const loadId = await postLoad(first, shipper.token);
    const provider = await signInProvider(first, 'Late Night Freight');
    await addTruck(first, provider.groupId);
    expect((await quote(first, provider.token, loadId, 1750)).status).toBe(200);

    const event = await onSecond.eventMatching(
      (received) => received.event === 'quote' && received.data.loadId === loadId,
      10_000,
    );
    expect(event.data).toMatchObject({ type: 'quote', loadId });
  });

  it('resumes in commit order: a change that took a lower id and committed later is sent after a reconnect, once', async () => {
    const shipper = await signInShipper(first, 'Slow Commit Trading');
    const throughout = await streamOn(first, shipper.token);
    const live = await streamOn(second, shipper.token);

    // tx1 takes its id and holds; tx2, through the other instance, takes a higher one and commits.
    let commitSlow: () => void = () => undefined;
    const slow = publishHeld(
      first,
      [[shipper._id]],
      [tripEvent(1)],
      new Promise<void>((resolve) => (commitSlow = resolve)),
    );
    await slow.writing;
    await second.db.transaction((tx) => second.liveEvents.publish(tx, [shipper._id], tripEvent(2)));
    const fast = await untilReceived(live, 2);
    await live.close();

    commitSlow();
    await slow.committed;
    const rows = await first.db
      .select({ event: liveEvents.payload })
      .from(liveEvents)
      .where(eq(liveEvents.userId, shipper._id))
      .orderBy(asc(liveEvents.id));
    expect(rows.map((row) => row.event)).toEqual([tripEvent(1), tripEvent(2)]);

    const resumed = await streamOn(second, shipper.token, fast.id);
    await first.db.transaction((tx) => first.liveEvents.publish(tx, [shipper._id], tripEvent(3)));
    await untilReceived(resumed, 3);
    expect(resumed.events.map((event) => event.data)).toEqual([tripEvent(1), tripEvent(3)]);
    await untilReceived(throughout, 3);
    expect(throughout.events.map((event) => event.data)).toEqual([
      tripEvent(2),
      tripEvent(1),
      tripEvent(3),
    ]);
  });

  it('numbers concurrent transactions that tell the same users in opposite orders, without deadlock', async () => {
    const one = await signInShipper(first, 'One Trading');
    const other = await signInShipper(first, 'Other Trading');
    let commitBoth: () => void = () => undefined;
    const together = new Promise<void>((resolve) => (commitBoth = resolve));
    const a = publishHeld(first, [[one._id], [other._id]], [tripEvent(1), tripEvent(2)], together);
    const b = publishHeld(second, [[other._id], [one._id]], [tripEvent(3), tripEvent(4)], together);
    await Promise.all([a.writing, b.writing]);
    commitBoth();
    await Promise.all([a.committed, b.committed]);

    for (const userId of [one._id, other._id]) {
      const rows = await first.db
        .select({ seq: liveEvents.seq })
        .from(liveEvents)
        .where(eq(liveEvents.userId, userId))
        .orderBy(asc(liveEvents.seq));
      expect(rows.map((row) => row.seq)).toEqual([1, 2]);
    }
  });
});
