import { and, eq, lt } from 'drizzle-orm';
import type { Database } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { idempotencyKeys } from './idempotency.schema';

/**
 * How long a claim shuts out repeats unless its holder renews it: a claim whose process was
 * killed lapses within this, so a retry after a crash waits seconds, not minutes.
 */
export const CLAIM_LEASE_MS = 10_000;
/** Keys are remembered this long; the driver's outbox retries well within it. */
export const KEY_RETENTION_MS = 7 * 86_400_000;
const PURGE_INTERVAL_MS = 3_600_000;

export type IdempotentRequest = {
  scope: string;
  key: string;
  /** Method and route pattern. */
  route: string;
  requestHash: string;
};

/** The answer to replay: JSON bodies are kept as JSON, anything else as the text it was. */
export type StoredResponse = {
  status: number;
  contentType: string | null;
  body: { json: unknown } | { text: string };
};

/** `lockedUntil` fences the claim: only its holder may complete or release it. */
export type Claim = IdempotentRequest & { lockedUntil: Date };

export type ClaimOutcome =
  | { kind: 'claimed'; claim: Claim }
  | { kind: 'replay'; response: StoredResponse }
  | { kind: 'in_flight' }
  | { kind: 'mismatch' };

type StoredBody = { contentType: string | null } & StoredResponse['body'];

export function createIdempotencyService({ db, clock }: { db: Database; clock: Clock }) {
  let lastPurgeAt = Number.NEGATIVE_INFINITY;

  const ownClaim = (claim: Claim) =>
    and(
      eq(idempotencyKeys.scope, claim.scope),
      eq(idempotencyKeys.key, claim.key),
      eq(idempotencyKeys.state, 'in_flight'),
      eq(idempotencyKeys.lockedUntil, claim.lockedUntil),
    );

  async function purgeExpired(now: Date): Promise<void> {
    lastPurgeAt = now.getTime();
    await db
      .delete(idempotencyKeys)
      .where(lt(idempotencyKeys.createdAt, new Date(now.getTime() - KEY_RETENTION_MS)));
  }

  /** One attempt; `null` means the row changed under us (released or taken) and we try again. */
  async function tryClaim(request: IdempotentRequest, now: Date): Promise<ClaimOutcome | null> {
    const lockedUntil = new Date(now.getTime() + CLAIM_LEASE_MS);
    const inserted = await db
      .insert(idempotencyKeys)
      .values({ ...request, state: 'in_flight', createdAt: now, lockedUntil })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (inserted.length > 0) return { kind: 'claimed', claim: { ...request, lockedUntil } };

    const [existing] = await db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.scope, request.scope), eq(idempotencyKeys.key, request.key)));
    if (!existing) return null;
    if (existing.route !== request.route || existing.requestHash !== request.requestHash) {
      return { kind: 'mismatch' };
    }
    if (existing.state === 'done') {
      const stored = existing.responseBody as StoredBody;
      const { contentType, ...body } = stored;
      return {
        kind: 'replay',
        response: { status: existing.responseStatus ?? 200, contentType, body },
      };
    }
    if (existing.lockedUntil && existing.lockedUntil > now) return { kind: 'in_flight' };

    // The holder outlived its lock (a crash): the conditional update lets only one taker win.
    const taken = await db
      .update(idempotencyKeys)
      .set({ lockedUntil })
      .where(
        and(
          eq(idempotencyKeys.scope, request.scope),
          eq(idempotencyKeys.key, request.key),
          eq(idempotencyKeys.route, request.route),
          eq(idempotencyKeys.requestHash, request.requestHash),
          eq(idempotencyKeys.state, 'in_flight'),
          lt(idempotencyKeys.lockedUntil, now),
        ),
      )
      .returning({ key: idempotencyKeys.key });
    return taken.length > 0 ? { kind: 'claimed', claim: { ...request, lockedUntil } } : null;
  }

  return {
    purgeExpired,

    /** Claims the key before the handler runs, or says why the handler must not run. */
    async claim(request: IdempotentRequest): Promise<ClaimOutcome> {
      const now = clock.now();
      // Opportunistic cleanup instead of a timer: at most once an hour, on some request's claim.
      if (now.getTime() - lastPurgeAt >= PURGE_INTERVAL_MS) await purgeExpired(now);
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const outcome = await tryClaim(request, now);
        if (outcome) return outcome;
      }
      return { kind: 'in_flight' };
    },

    /** Extends a held claim's lease; `null` when it is no longer this holder's. */
    async renew(claim: Claim): Promise<Claim | null> {
      const lockedUntil = new Date(clock.now().getTime() + CLAIM_LEASE_MS);
      const renewed = await db
        .update(idempotencyKeys)
        .set({ lockedUntil })
        .where(ownClaim(claim))
        .returning({ key: idempotencyKeys.key });
      return renewed.length > 0 ? { ...claim, lockedUntil } : null;
    },

    /** Keeps the answer so a repeat gets it without a second effect. */
    async complete(claim: Claim, response: StoredResponse): Promise<void> {
      const stored: StoredBody = { contentType: response.contentType, ...response.body };
      await db
        .update(idempotencyKeys)
        .set({
          state: 'done',
          responseStatus: response.status,
          responseBody: stored,
          lockedUntil: null,
        })
        .where(ownClaim(claim));
    },

    /** Forgets the claim so a retry runs the handler again (5xx, 401, 409, 429). */
    async release(claim: Claim): Promise<void> {
      await db.delete(idempotencyKeys).where(ownClaim(claim));
    },
  };
}

export type IdempotencyService = ReturnType<typeof createIdempotencyService>;
