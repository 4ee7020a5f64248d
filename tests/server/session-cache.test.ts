import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../server/db/database';
import { sessions } from '../../server/modules/auth/auth.schema';
import {
  createSessionCache,
  listenForSessionChanges,
  SESSION_CHANGES_CHANNEL,
  type CachedSession,
} from '../../server/modules/auth/session-cache';
import type { UserRow } from '../../server/modules/users/users.schema';
import { createTestApp, manualClock, type TestApp } from './support/test-app';
import { completeProfile, get, post, signIn } from './support/sign-in';

/** An app whose queries are counted: how many of a request's statements read the session. */
async function countingApp(env: Record<string, string> = {}) {
  let recorded: string[] = [];
  const t = await createTestApp(env, { logger: { logQuery: (query) => recorded.push(query) } });
  const counted = async (run: () => Promise<{ status: number; body: Record<string, unknown> }>) => {
    recorded = [];
    const response = await run();
    return {
      ...response,
      sessionReads: recorded.filter((query) => /from "sessions"/i.test(query)).length,
    };
  };
  return { t, counted };
}

let t: TestApp;
let counted: Awaited<ReturnType<typeof countingApp>>['counted'];
beforeAll(async () => {
  ({ t, counted } = await countingApp());
});
afterAll(async () => t.close());

const unreadCount = (token: string) =>
  counted(() => get(t, '/api/user-notifications/unread-count', token));

/**
 * Runs `run` until it is answered from memory. On PostgreSQL, the notification of an earlier
 * test's change may still be on its way and make the cache forget once more.
 */
async function cachedAfter(run: () => Promise<{ sessionReads: number }>) {
  await eventually(async () => {
    await run();
    return (await run()).sessionReads === 0;
  });
}
const verify = (session: { token: string; sessionId: string; _id: string }) =>
  counted(() =>
    post(
      t,
      '/api/user/session-verify',
      { sessionId: session.sessionId, userId: session._id },
      session.token,
    ),
  );

describe('signed-in requests answered from the session cache', () => {
  it('reads the session once, then answers from memory without a query', async () => {
    const session = await signIn(t);
    const first = await unreadCount(session.token);
    expect(first).toMatchObject({ status: 200, sessionReads: 1 });
    const second = await unreadCount(session.token);
    expect(second).toMatchObject({ status: 200, sessionReads: 0 });
    expect(second.body).toEqual({ success: true, data: { unreadCount: 0 } });
  });

  it('refuses a signed-out token on the very next request', async () => {
    const session = await signIn(t);
    await cachedAfter(() => unreadCount(session.token));
    expect((await post(t, '/api/user/logout', {}, session.token)).status).toBe(200);
    expect((await unreadCount(session.token)).status).toBe(401);
    expect((await verify(session)).status).toBe(401);
  });

  it('forgets only the signed-out session: the same user’s other session stays cached', async () => {
    const phone = '512349876';
    const laptop = await signIn(t, phone);
    t.clock.advance(31_000);
    const tablet = await signIn(t, phone);
    await cachedAfter(() => unreadCount(tablet.token));
    expect((await post(t, '/api/user/logout', {}, laptop.token)).status).toBe(200);
    expect(await unreadCount(tablet.token)).toMatchObject({ status: 200, sessionReads: 0 });
  });

  it('answers a profile change on the very next request', async () => {
    const session = await signIn(t);
    await cachedAfter(() => verify(session));
    const changed = await completeProfile(t, session, { userName: 'Renamed', userType: 'user' });
    expect(changed.status).toBe(200);
    const after = await verify(session);
    expect(after.status).toBe(200);
    expect(after.body.data).toMatchObject({ user: { userName: 'Renamed', userType: 'user' } });
  });

  it('refuses a session that expired while cached', async () => {
    const session = await signIn(t);
    // A session ending in 10 s (the cache keeps entries for 30 s).
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(t.clock.now().getTime() + 10_000) })
      .where(eq(sessions.id, session.sessionId));
    await cachedAfter(() => unreadCount(session.token));
    t.clock.advance(9_000);
    expect(await unreadCount(session.token)).toMatchObject({ status: 200, sessionReads: 0 });
    t.clock.advance(1_000);
    expect((await unreadCount(session.token)).status).toBe(401);
  });

  it('reads the session again once the entry is SESSION_CACHE_SECONDS old', async () => {
    const session = await signIn(t);
    await cachedAfter(() => unreadCount(session.token));
    t.clock.advance(29_000);
    expect((await unreadCount(session.token)).sessionReads).toBe(0);
    t.clock.advance(1_000);
    expect((await unreadCount(session.token)).sessionReads).toBe(1);
  });

  it('does not remember unknown tokens', async () => {
    for (let attempt = 0; attempt < 2; attempt += 1) {
      expect(await unreadCount('not-a-real-token')).toMatchObject({ status: 401, sessionReads: 1 });
    }
  });

  it('with SESSION_CACHE_SECONDS=0, reads the session on every request', async () => {
    const off = await countingApp({ SESSION_CACHE_SECONDS: '0' });
    try {
      const session = await signIn(off.t);
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const response = await off.counted(() =>
          get(off.t, '/api/user-notifications/unread-count', session.token),
        );
        expect(response).toMatchObject({ status: 200, sessionReads: 1 });
      }
    } finally {
      await off.t.close();
    }
  });

  it('is told of changes by NOTIFY, even from a writer outside the app', async () => {
    const session = await signIn(t);
    await cachedAfter(() => unreadCount(session.token));
    // As a script or another process would: revoke the row and announce it.
    await t.db.transaction(async (tx) => {
      await tx
        .update(sessions)
        .set({ revokedAt: t.clock.now() })
        .where(eq(sessions.id, session.sessionId));
      await tx.execute(
        sql`select pg_notify(${SESSION_CHANGES_CHANNEL}, ${JSON.stringify({ sessionIds: [session.sessionId] })})`,
      );
    });
    await eventually(async () => (await unreadCount(session.token)).status === 401);
  });
});

/** Polls `check` until it holds (bounded: fails after `timeoutMs`). */
async function eventually(check: () => Promise<boolean>, timeoutMs = 5_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('the session cache itself', () => {
  const user = (id: string) => ({ id, firstName: 'Test' }) as UserRow;
  const cached = (sessionId: string, userId: string): CachedSession => ({
    sessionId,
    userId,
    user: user(userId),
  });

  /** A cache listening through a stand-in for `database.listen` the test drives by hand. */
  async function listeningCache(options: { ttlMs?: number; capacity?: number } = {}) {
    const clock = manualClock();
    const cache = createSessionCache({ clock, ttlMs: 30_000, ...options });
    const handlers: {
      payload?: (payload: string) => void;
      resumed?: () => void;
      lost?: () => void;
    } = {};
    let stopped = false;
    const database: Pick<DatabaseHandle, 'listen'> = {
      async listen(channel, onPayload, onResumed, onLost) {
        expect(channel).toBe(SESSION_CHANGES_CHANNEL);
        Object.assign(handlers, { payload: onPayload, resumed: onResumed, lost: onLost });
        return async () => {
          stopped = true;
        };
      },
    };
    const expiresAt = new Date(clock.now().getTime() + 86_400_000);
    const keep = (tokenHash: string, session: CachedSession, ticket = cache.ticket()) =>
      cache.store(ticket, tokenHash, session, expiresAt);
    return { clock, cache, handlers, database, keep, stopped: () => stopped };
  }

  it('is neither read nor filled before it listens, nor while its listener is lost', async () => {
    const { cache, handlers, database, keep, stopped } = await listeningCache();
    keep('a', cached('s1', 'u1'));
    expect(cache.get('a')).toBeUndefined();
    expect(cache.ticket()).toBeNull();

    const stop = await listenForSessionChanges(database, cache);
    keep('a', cached('s1', 'u1'));
    expect(cache.get('a')?.sessionId).toBe('s1');

    handlers.lost?.();
    expect(cache.get('a')).toBeUndefined();
    keep('b', cached('s2', 'u2'));
    expect(cache.size).toBe(0);

    // Notifications may have been missed meanwhile: it starts empty, then fills again.
    handlers.resumed?.();
    expect(cache.get('a')).toBeUndefined();
    keep('b', cached('s2', 'u2'));
    expect(cache.get('b')?.sessionId).toBe('s2');

    await stop();
    expect(stopped()).toBe(true);
    expect(cache.get('b')).toBeUndefined();
  });

  it('does not keep a read that began before a change was forgotten', async () => {
    const { cache, database, keep } = await listeningCache();
    await listenForSessionChanges(database, cache);
    const ticket = cache.ticket();
    // The change commits and is forgotten while the read is in flight with the old row.
    cache.forgetUser('u1');
    keep('a', cached('s1', 'u1'), ticket);
    expect(cache.get('a')).toBeUndefined();
    // A lost listener that came back in between counts as a change too.
    const {
      cache: other,
      handlers,
      database: otherDatabase,
      keep: keepOther,
    } = await listeningCache();
    await listenForSessionChanges(otherDatabase, other);
    const before = other.ticket();
    handlers.lost?.();
    handlers.resumed?.();
    keepOther('a', cached('s1', 'u1'), before);
    expect(other.get('a')).toBeUndefined();
  });

  it('forgets what each notification names, and everything for anything else', async () => {
    const { cache, handlers, database, keep } = await listeningCache();
    await listenForSessionChanges(database, cache);
    const fill = () => {
      keep('a', cached('s1', 'u1'));
      keep('b', cached('s2', 'u1'));
      keep('c', cached('s3', 'u2'));
    };
    fill();
    handlers.payload?.(JSON.stringify({ sessionIds: ['s1'] }));
    expect([cache.get('a'), cache.get('b'), cache.get('c')].map((s) => s?.sessionId)).toEqual([
      undefined,
      's2',
      's3',
    ]);
    handlers.payload?.(JSON.stringify({ userIds: ['u1'] }));
    expect([cache.get('b'), cache.get('c')].map((s) => s?.sessionId)).toEqual([undefined, 's3']);
    for (const payload of [JSON.stringify({ all: true }), 'not json', '{"unknown":1}']) {
      fill();
      handlers.payload?.(payload);
      expect(cache.size).toBe(0);
    }
  });

  it('keeps at most `capacity` entries, dropping the oldest', async () => {
    const { cache, database, keep } = await listeningCache({ capacity: 2 });
    await listenForSessionChanges(database, cache);
    keep('a', cached('s1', 'u1'));
    keep('b', cached('s2', 'u2'));
    keep('c', cached('s3', 'u3'));
    expect(cache.size).toBe(2);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('c')?.sessionId).toBe('s3');
  });

  it('never hands out an entry past its session’s expiry or the time to live', async () => {
    const { cache, clock, database } = await listeningCache({ ttlMs: 30_000 });
    await listenForSessionChanges(database, cache);
    cache.store(cache.ticket(), 'a', cached('s1', 'u1'), new Date(clock.now().getTime() + 5_000));
    cache.store(cache.ticket(), 'b', cached('s2', 'u2'), new Date(clock.now().getTime() + 60_000));
    clock.advance(4_999);
    expect(cache.get('a')?.sessionId).toBe('s1');
    clock.advance(1);
    expect(cache.get('a')).toBeUndefined();
    clock.advance(24_999);
    expect(cache.get('b')?.sessionId).toBe('s2');
    clock.advance(1);
    expect(cache.get('b')).toBeUndefined();
  });
});
