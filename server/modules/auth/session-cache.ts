import { sql } from 'drizzle-orm';
import type { Database, DatabaseHandle } from '../../db/database';
import type { Clock } from '../../lib/clock';
import type { UserRow } from '../users/users.schema';

/** The channel every instance listens on for revoked sessions and changed users. */
export const SESSION_CHANGES_CHANNEL = 'gf_session_changes';

/** What a NOTIFY on the channel says: whose cached sessions to forget (`all`: every one). */
export type SessionChange = { sessionIds: string[] } | { userIds: string[] } | { all: true };

/**
 * Tells every instance's session cache that sessions or users changed. It runs in the writer's
 * transaction: NOTIFY is delivered when that commits and dropped if it rolls back. The writer
 * also forgets them in its own process's cache once its transaction has committed, so the very
 * next request there does not wait for the notification to come back.
 */
export async function announceSessionChange(tx: Database, change: SessionChange): Promise<void> {
  await tx.execute(sql`select pg_notify(${SESSION_CHANGES_CHANNEL}, ${JSON.stringify(change)})`);
}

export type CachedSession = { sessionId: string; userId: string; user: UserRow };

type Entry = { session: CachedSession; expiresAt: number; cachedAt: number };

/**
 * This process's memory of signed-in sessions, so a signed-in request needs no query to know its
 * caller. Keyed by the token's hash; entries live at most `ttlMs` (a backstop) and never past the
 * session's own expiry, and the oldest go first beyond `capacity`.
 *
 * It is trusted only while this process hears every change (`listenForSessionChanges`): until
 * the LISTEN is up and while its connection is lost, nothing is read from it or kept in it.
 *
 * A miss reads the database after taking a `ticket`; every forgetting moves the generation on,
 * so a read that began before a change committed, but ends after that change was forgotten, is
 * not kept: it may hold the old row.
 */
export function createSessionCache({
  clock,
  ttlMs,
  capacity = 10_000,
}: {
  clock: Clock;
  ttlMs: number;
  capacity?: number;
}) {
  const entries = new Map<string, Entry>();
  let generation = 0;
  let trusted = false;

  function forgetWhere(matches: (session: CachedSession) => boolean): void {
    generation += 1;
    for (const [tokenHash, entry] of entries) {
      if (matches(entry.session)) entries.delete(tokenHash);
    }
  }

  function forgetAll(): void {
    generation += 1;
    entries.clear();
  }

  return {
    /** Off (SESSION_CACHE_SECONDS=0): every request reads its session from the database. */
    enabled: ttlMs > 0,

    /** The cached session for this token hash, if it is still good to use. */
    get(tokenHash: string): CachedSession | undefined {
      if (!trusted) return undefined;
      const entry = entries.get(tokenHash);
      if (!entry) return undefined;
      const now = clock.now().getTime();
      // `now < cachedAt`: the clock went back; better to ask the database again.
      if (now >= entry.expiresAt || now - entry.cachedAt >= ttlMs || now < entry.cachedAt) {
        entries.delete(tokenHash);
        return undefined;
      }
      return entry.session;
    },

    /** Taken before a miss reads the database; null while the cache is not to be filled. */
    ticket(): number | null {
      return trusted ? generation : null;
    },

    /** Keeps what a miss read, unless anything was forgotten since its ticket was taken. */
    store(
      ticket: number | null,
      tokenHash: string,
      session: CachedSession,
      sessionExpiresAt: Date,
    ): void {
      if (!trusted || ticket !== generation) return;
      // Re-inserting moves the entry to the end: the map's order stays oldest first.
      entries.delete(tokenHash);
      while (entries.size >= capacity) {
        const oldest = entries.keys().next();
        if (oldest.done) break;
        entries.delete(oldest.value);
      }
      // Frozen: one row object is handed to many requests, none may change it for the others.
      Object.freeze(session.user);
      entries.set(tokenHash, {
        session: Object.freeze(session),
        expiresAt: sessionExpiresAt.getTime(),
        cachedAt: clock.now().getTime(),
      });
    },

    forgetSession(sessionId: string): void {
      forgetWhere((session) => session.sessionId === sessionId);
    },

    forgetUser(userId: string): void {
      forgetWhere((session) => session.userId === userId);
    },

    /** A notification from any instance (this one included). */
    apply(payload: string): void {
      let change: Partial<{ sessionIds: unknown; userIds: unknown; all: unknown }>;
      try {
        change = JSON.parse(payload) as typeof change;
      } catch {
        change = { all: true };
      }
      if (Array.isArray(change.sessionIds)) {
        const ids = new Set<unknown>(change.sessionIds);
        forgetWhere((session) => ids.has(session.sessionId));
      } else if (Array.isArray(change.userIds)) {
        const ids = new Set<unknown>(change.userIds);
        forgetWhere((session) => ids.has(session.userId));
      } else {
        // `all`, or a message this version does not understand: forget everything to be safe.
        forgetAll();
      }
    },

    /** The LISTEN is up (again): whatever was missed meanwhile is forgotten, then trusted. */
    listening(): void {
      forgetAll();
      trusted = ttlMs > 0;
    },

    /** Changes may be missed from now on: neither read nor filled until `listening`. */
    notListening(): void {
      trusted = false;
      forgetAll();
    },

    /** For tests and diagnostics. */
    get size(): number {
      return entries.size;
    },
    get trusted(): boolean {
      return trusted;
    },
  };
}

export type SessionCache = ReturnType<typeof createSessionCache>;

/**
 * Feeds the cache from the database's notifications for as long as the returned function is
 * not called. Nothing is listened for when the cache is off.
 */
export async function listenForSessionChanges(
  database: Pick<DatabaseHandle, 'listen'>,
  cache: SessionCache,
): Promise<() => Promise<void>> {
  if (!cache.enabled) return async () => undefined;
  const stop = await database.listen(
    SESSION_CHANGES_CHANNEL,
    (payload) => cache.apply(payload),
    () => cache.listening(),
    () => cache.notListening(),
  );
  cache.listening();
  return async () => {
    cache.notListening();
    await stop();
  };
}
