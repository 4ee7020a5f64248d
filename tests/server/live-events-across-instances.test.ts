import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { LIVE_EVENTS_CHANNEL } from '../../server/modules/live-events/live-events-service';
import { startAppInstance, type AppInstance } from './support/app-instance';
import { openEventStream, type EventStream } from './support/event-stream-client';
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

async function streamOn(instance: AppInstance, token: string) {
  const opened = await openEventStream(String(instance.url), token);
  streams.push(opened);
  await opened.commentMatching('connected');
  return opened;
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
});
