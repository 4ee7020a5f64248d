import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { randomToken, sha256 } from '../../lib/secrets';
import { users, type UserRow } from '../users/users.schema';
import { sessions } from './auth.schema';
import { announceSessionChange, type SessionCache } from './session-cache';

export type AuthenticatedSession = { sessionId: string; userId: string; user: UserRow };

/**
 * Opaque bearer tokens (256 bits); only their SHA-256 is stored, so a database leak signs no one in.
 * A session read once is kept in this process's `cache` for a few seconds (session-cache.ts).
 */
export function createSessionService({
  db,
  clock,
  ttlDays,
  cache,
}: {
  db: Database;
  clock: Clock;
  ttlDays: number;
  cache: SessionCache;
}) {
  // Every signed-in call the cache cannot answer runs this: one prepared statement reads the
  // session with its user.
  const sessionWithUser = db
    .select({ sessionId: sessions.id, expiresAt: sessions.expiresAt, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql.placeholder('now')),
      ),
    )
    .prepare('authenticate_session');

  return {
    async start(userId: string, userAgent: string | undefined, tx: Database = db) {
      const token = randomToken();
      const now = clock.now();
      const [session] = await tx
        .insert(sessions)
        .values({
          userId,
          tokenHash: sha256(token),
          createdAt: now,
          expiresAt: new Date(now.getTime() + ttlDays * 86_400_000),
          userAgent: userAgent?.slice(0, 400),
        })
        .returning({ id: sessions.id });
      if (!session) throw new Error('Session was not stored');
      return { token, sessionId: session.id };
    },

    async authenticate(token: string): Promise<AuthenticatedSession | null> {
      const tokenHash = sha256(token);
      const cached = cache.get(tokenHash);
      if (cached) return cached;
      // Taken before the read: if a change is forgotten meanwhile, this row may predate it.
      const ticket = cache.ticket();
      const [row] = await sessionWithUser.execute({ tokenHash, now: clock.now() });
      // Unknown, revoked and expired tokens are not kept: the next try asks the database again.
      if (!row) return null;
      const session = { sessionId: row.sessionId, userId: row.user.id, user: row.user };
      cache.store(ticket, tokenHash, session, row.expiresAt);
      return session;
    },

    /** Sign-out: refused from the next request on, on this instance and on every other. */
    async revoke(sessionId: string) {
      try {
        await db.transaction(async (tx) => {
          await tx
            .update(sessions)
            .set({ revokedAt: clock.now() })
            .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
          await announceSessionChange(tx, { sessionIds: [sessionId] });
        });
      } finally {
        // After the commit (a failed one forgets it all the same: that only costs a read).
        cache.forgetSession(sessionId);
      }
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
