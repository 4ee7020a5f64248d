import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_CHANGES_CHANNEL } from '../../server/modules/auth/session-cache';
import { startAppInstance, type AppInstance } from './support/app-instance';
import { createSharedTestDatabase, type SharedTestDatabase } from './support/shared-test-database';
import { completeProfile, get, post, signIn } from './support/sign-in';

// Runs in the server-postgres project only (vitest.config.ts): two instances share one server.
// They share a clock that never moves, so no cached entry ever ages out: whatever the second
// instance stops answering from memory, a notification made it forget.
let shared: SharedTestDatabase;
let first: AppInstance;
let second: AppInstance;
let secondQueries: string[] = [];

beforeAll(async () => {
  shared = await createSharedTestDatabase();
  first = await startAppInstance(await shared.open());
  second = await startAppInstance(
    await shared.open({ logger: { logQuery: (query) => secondQueries.push(query) } }),
    { clock: first.clock },
  );
});
afterAll(async () => {
  await first?.close();
  await second?.close();
  await shared?.dispose();
});

const unreadCount = (instance: AppInstance, token: string) =>
  get(instance, '/api/user-notifications/unread-count', token);
const verify = (
  instance: AppInstance,
  session: { token: string; sessionId: string; _id: string },
) =>
  post(
    instance,
    '/api/user/session-verify',
    { sessionId: session.sessionId, userId: session._id },
    session.token,
  );

/** Whether `run` on the second instance read a session from the database. */
async function secondReadsSession(run: () => Promise<unknown>): Promise<boolean> {
  secondQueries = [];
  await run();
  return secondQueries.some((query) => /from "sessions"/i.test(query));
}

/** Polls `check` until it holds (bounded: fails after `timeoutMs`). */
async function eventually(check: () => Promise<boolean>, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * Until the second instance answers `run` from memory (a notification of an earlier change may
 * still be on its way and make it forget once more).
 */
async function cachedOnSecond(run: () => Promise<unknown>) {
  await eventually(async () => {
    await run();
    return !(await secondReadsSession(run));
  });
}

describe('the session cache across server instances (PostgreSQL LISTEN/NOTIFY)', () => {
  it('a sign-out through one instance is refused by the other', async () => {
    const session = await signIn(first);
    await cachedOnSecond(() => unreadCount(second, session.token));
    expect((await post(first, '/api/user/logout', {}, session.token)).status).toBe(200);
    expect((await unreadCount(first, session.token)).status).toBe(401);
    await eventually(async () => (await unreadCount(second, session.token)).status === 401);
  });

  it('drops the cache while its listening connection is lost, and fills it again once resumed', async () => {
    const session = await signIn(first);
    await cachedOnSecond(() => unreadCount(second, session.token));
    await first.db.execute(sql`
      select pg_terminate_backend(pid) from pg_stat_activity
      where datname = current_database() and query ilike ${`listen "${SESSION_CHANGES_CHANNEL}"`}`);
    // Lost: every request reads its session again (a sign-out meanwhile could go unheard).
    await eventually(() => secondReadsSession(() => unreadCount(second, session.token)));
    // Reconnected (after half a second): answered from memory again.
    await cachedOnSecond(() => unreadCount(second, session.token));
  });

  it('a profile change through one instance is seen by the other', async () => {
    const session = await signIn(first);
    expect((await completeProfile(first, session, { userName: 'Before' })).status).toBe(200);
    await cachedOnSecond(() => verify(second, session));

    expect((await completeProfile(first, session, { userName: 'After' })).status).toBe(200);
    await eventually(async () => {
      const response = await verify(second, session);
      return (response.body.data?.user as { userName?: string }).userName === 'After';
    });
  });

  it('a sign-out missed while the listening connection was down is not served from memory', async () => {
    const session = await signIn(first);
    await cachedOnSecond(() => unreadCount(second, session.token));
    // Every session-changes LISTEN connection is cut, as a failover would; the sign-out is
    // announced while they are down, so no instance hears of it.
    const cut = (await first.db.execute(sql`
      select pg_terminate_backend(pid) from pg_stat_activity
      where datname = current_database()
        and query ilike ${`listen "${SESSION_CHANGES_CHANNEL}"`}`)) as unknown as {
      rows: unknown[];
    };
    expect(cut.rows).toHaveLength(2);
    expect((await post(first, '/api/user/logout', {}, session.token)).status).toBe(200);
    await eventually(async () => (await unreadCount(second, session.token)).status === 401);

    // Once listening again, the second instance answers other sessions from memory again.
    const other = await signIn(first);
    await cachedOnSecond(() => unreadCount(second, other.token));
  });
});
