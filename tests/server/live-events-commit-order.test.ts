import { isDeepStrictEqual } from 'node:util';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiveEvent } from '../../src/contract/notifications';
import { rowsOf } from '../../server/db/database';
import { LIVE_EVENTS_CHANNEL } from '../../server/modules/live-events/live-events-service';
import { liveEvents } from '../../server/modules/live-events/live-events.schema';
import { startAppInstance, type AppInstance } from './support/app-instance';
import { openEventStream, tripEvent, type EventStream } from './support/event-stream-client';
import { signInShipper } from './support/marketplace';
import { openTestDatabase } from './support/test-database';

/**
 * A stream resumes in commit order, not in the order row ids were taken. Here on one connection
 * (PGlite has no other), the shared id sequence is set as two overlapping transactions would
 * leave it; live-events-across-instances.test.ts runs them truly at once on PostgreSQL.
 */
let t: AppInstance;
const streams: EventStream[] = [];

beforeAll(async () => {
  t = await startAppInstance(await openTestDatabase(), { listen: true, heartbeatMs: 100 });
});
afterAll(async () => {
  await Promise.all(streams.map((stream) => stream.close()));
  await t.close();
});

async function stream(token: string, lastEventId?: string) {
  const opened = await openEventStream(String(t.url), token, { lastEventId });
  streams.push(opened);
  await opened.commentMatching('connected');
  return opened;
}

async function publish(userIds: string[], event: LiveEvent) {
  await t.db.transaction((tx) => t.liveEvents.publish(tx, userIds, event));
}

/** Waits until the stream has received `tripEvent(n)`. */
function untilReceived(live: EventStream, n: number) {
  return live.eventMatching((received) => isDeepStrictEqual(received.data, tripEvent(n)));
}

/** The next row id will be `next`. */
async function nextRowIdWillBe(next: number) {
  await t.db.execute(sql`select setval('live_events_id_seq', ${next - 1})`);
}

async function rowsOfUser(userId: string) {
  return t.db
    .select({ id: liveEvents.id, seq: liveEvents.seq, event: liveEvents.payload })
    .from(liveEvents)
    .where(eq(liveEvents.userId, userId))
    .orderBy(asc(liveEvents.seq));
}

describe('the event stream follows commit order', () => {
  it('numbers each user’s events from 1, without gaps, in the order they were written', async () => {
    const first = await signInShipper(t, 'First Numbers');
    const second = await signInShipper(t, 'Second Numbers');
    // One transaction writing twice, its recipients in either order.
    await t.db.transaction(async (tx) => {
      await t.liveEvents.publish(tx, [first._id, second._id], tripEvent(1));
      await t.liveEvents.publish(tx, [second._id, first._id], tripEvent(2));
    });
    await publish([second._id], tripEvent(3));
    await publish([second._id, first._id], tripEvent(4));

    expect((await rowsOfUser(first._id)).map(({ seq, event }) => [seq, event])).toEqual([
      [1, tripEvent(1)],
      [2, tripEvent(2)],
      [3, tripEvent(4)],
    ]);
    expect((await rowsOfUser(second._id)).map(({ seq, event }) => [seq, event])).toEqual([
      [1, tripEvent(1)],
      [2, tripEvent(2)],
      [3, tripEvent(3)],
      [4, tripEvent(4)],
    ]);
  });

  it('sends a change that took a lower id but committed later to a client that reconnected in between, once', async () => {
    const shipper = await signInShipper(t, 'Late Commit Trading');
    const throughout = await stream(shipper.token);
    const live = await stream(shipper.token);
    const [taken] = rowsOf<{ id: string }>(
      await t.db.execute(sql`select nextval('live_events_id_seq') as id`),
    );
    const last = Number(taken?.id);

    // The slow transaction takes id last+1 and holds; the fast one takes last+2 and commits.
    await nextRowIdWillBe(last + 2);
    await publish([shipper._id], tripEvent(11));
    const [fast] = await live.nextEvents(1);
    expect(fast?.data).toEqual(tripEvent(11));
    await live.close();

    // The slow one commits while the client is away.
    await nextRowIdWillBe(last + 1);
    await publish([shipper._id], tripEvent(10));
    await nextRowIdWillBe(last + 3);
    const rows = await rowsOfUser(shipper._id);
    expect(rows.map(({ id, event }) => [id, event])).toEqual([
      [last + 2, tripEvent(11)],
      [last + 1, tripEvent(10)],
    ]);

    const resumed = await stream(shipper.token, fast?.id);
    await publish([shipper._id], tripEvent(12));
    await untilReceived(resumed, 12);
    expect(resumed.events.map((event) => event.data)).toEqual([tripEvent(10), tripEvent(12)]);
    // A stream open throughout got all three, in commit order, once each.
    await untilReceived(throughout, 12);
    expect(throughout.events.map((event) => [event.id, event.data])).toEqual([
      ['1', tripEvent(11)],
      ['2', tripEvent(10)],
      ['3', tripEvent(12)],
    ]);
  });

  it('reads from the table what a lost signal would have brought, when the next one arrives', async () => {
    const shipper = await signInShipper(t, 'Lost Signal Trading');
    const live = await stream(shipper.token);
    // Two committed events whose signals never came (as if the listening line had dropped).
    const written = await t.db.transaction((tx) =>
      tx
        .insert(liveEvents)
        .values([tripEvent(20), tripEvent(21)].map((payload) => ({ userId: shipper._id, payload })))
        .returning({ id: liveEvents.id }),
    );
    // Then the signal of the second alone.
    const signal = JSON.stringify({ rows: [{ id: written[1]?.id, userId: shipper._id }] });
    await t.db.execute(sql`select pg_notify(${LIVE_EVENTS_CHANNEL}, ${signal})`);

    const received = await live.nextEvents(2);
    expect(received.map((event) => [event.id, event.data])).toEqual([
      ['1', tripEvent(20)],
      ['2', tripEvent(21)],
    ]);
  });

  it('starts fresh when resumed past the newest event (numbers from before a restore)', async () => {
    const shipper = await signInShipper(t, 'Restored Trading');
    await publish([shipper._id], tripEvent(30));
    const resumed = await stream(shipper.token, '999999');
    await publish([shipper._id], tripEvent(31));
    const [first] = await resumed.nextEvents(1);
    expect(first).toMatchObject({ id: '2', data: tripEvent(31) });
  });
});
