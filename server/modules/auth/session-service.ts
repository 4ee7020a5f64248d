import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { randomToken, sha256 } from '../../lib/secrets';
import { users, type UserRow } from '../users/users.schema';
import { sessions } from './auth.schema';

export type AuthenticatedSession = { sessionId: string; userId: string; user: UserRow };

/** Opaque bearer tokens (256 bits); only their SHA-256 is stored, so a database leak signs no one in. */
export function createSessionService({
  db,
  clock,
  ttlDays,
}: {
  db: Database;
  clock: Clock;
  ttlDays: number;
}) {
  // Every signed-in call runs this: one prepared statement reads the session with its user.
  const sessionWithUser = db
    .select({ sessionId: sessions.id, user: users })
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
      const [session] = await sessionWithUser.execute({
        tokenHash: sha256(token),
        now: clock.now(),
      });
      return session
        ? { sessionId: session.sessionId, userId: session.user.id, user: session.user }
        : null;
    },

    async revoke(sessionId: string) {
      await db
        .update(sessions)
        .set({ revokedAt: clock.now() })
        .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
