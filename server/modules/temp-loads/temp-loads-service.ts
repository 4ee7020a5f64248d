import { and, eq, gt, lte } from 'drizzle-orm';
import type { LoadDraft } from '../../../src/contract/loads';
import type { Database } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { notFound } from '../../lib/http-error';
import { tempLoads } from './temp-loads.schema';

/** A visitor's draft lives a day: long enough to sign in, short enough not to linger. */
export const DRAFT_LIFETIME_MS = 24 * 60 * 60 * 1000;

export function createTempLoadsService({ db, clock }: { db: Database; clock: Clock }) {
  return {
    async save(deviceHash: string, draft: LoadDraft): Promise<{ expiresAt: Date }> {
      const now = clock.now();
      const expiresAt = new Date(now.getTime() + DRAFT_LIFETIME_MS);
      await db.transaction(async (tx) => {
        await tx.delete(tempLoads).where(lte(tempLoads.expiresAt, now));
        await tx
          .insert(tempLoads)
          .values({ deviceHash, draft, updatedAt: now, expiresAt })
          .onConflictDoUpdate({
            target: tempLoads.deviceHash,
            set: { draft, updatedAt: now, expiresAt },
          });
      });
      return { expiresAt };
    },

    async get(deviceHash: string): Promise<LoadDraft> {
      const [row] = await db
        .select({ draft: tempLoads.draft })
        .from(tempLoads)
        .where(and(eq(tempLoads.deviceHash, deviceHash), gt(tempLoads.expiresAt, clock.now())));
      if (!row) throw notFound('No saved draft for this device.');
      return row.draft as LoadDraft;
    },

    async remove(deviceHash: string): Promise<void> {
      await db.delete(tempLoads).where(eq(tempLoads.deviceHash, deviceHash));
    },
  };
}

export type TempLoadsService = ReturnType<typeof createTempLoadsService>;
