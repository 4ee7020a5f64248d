import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { notFound } from '../../lib/http-error';
import type { WaitingTerms } from '../../../src/contract/stop-waits';
import { truckGroups } from './truck-groups.schema';

const GROUP_NOT_FOUND = 'Truck group not found';

export function createTruckGroupsService({ db, clock }: { db: Database; clock: Clock }) {
  return {
    /** A provider's company becomes its truck group; called inside the profile's transaction. */
    async ensureForOwner(tx: Database, ownerUserId: string, name: string): Promise<string> {
      const now = clock.now();
      const [group] = await tx
        .insert(truckGroups)
        .values({ ownerUserId, name, createdAt: now, updatedAt: now })
        .onConflictDoUpdate({ target: truckGroups.ownerUserId, set: { name, updatedAt: now } })
        .returning({ id: truckGroups.id });
      if (!group) throw new Error('Truck group was not stored');
      return group.id;
    },

    /** The carrier's name as shippers see it on quotes; '' for an unknown group. */
    async nameOf(groupId: string, tx: Database = db): Promise<string> {
      const [group] = await tx
        .select({ name: truckGroups.name })
        .from(truckGroups)
        .where(eq(truckGroups.id, groupId));
      return group?.name ?? '';
    },

    /** Only members see their group; any other id is simply not found. */
    async getForMember(groupId: string, memberGroupId: string | null) {
      if (groupId !== memberGroupId) throw notFound(GROUP_NOT_FOUND);
      const [group] = await db
        .select({ _id: truckGroups.id, name: truckGroups.name })
        .from(truckGroups)
        .where(eq(truckGroups.id, groupId));
      if (!group) throw notFound(GROUP_NOT_FOUND);
      return group;
    },

    /** The group's free waiting time and hourly waiting rates (issue 21 §3); members only. */
    async waitingTermsOf(groupId: string, memberGroupId: string | null): Promise<WaitingTerms> {
      if (groupId !== memberGroupId) throw notFound(GROUP_NOT_FOUND);
      const [terms] = await db
        .select({
          freeWaitingMinutes: truckGroups.freeWaitingMinutes,
          waitingRates: truckGroups.waitingRates,
        })
        .from(truckGroups)
        .where(eq(truckGroups.id, groupId));
      if (!terms) throw notFound(GROUP_NOT_FOUND);
      return terms;
    },

    /** Replaces the terms as a whole: a rate left out of `waitingRates` is no longer offered. */
    async setWaitingTerms(
      groupId: string,
      memberGroupId: string | null,
      terms: WaitingTerms,
    ): Promise<WaitingTerms> {
      if (groupId !== memberGroupId) throw notFound(GROUP_NOT_FOUND);
      const [stored] = await db
        .update(truckGroups)
        .set({ ...terms, updatedAt: clock.now() })
        .where(eq(truckGroups.id, groupId))
        .returning({
          freeWaitingMinutes: truckGroups.freeWaitingMinutes,
          waitingRates: truckGroups.waitingRates,
        });
      if (!stored) throw notFound(GROUP_NOT_FOUND);
      return stored;
    },
  };
}

export type TruckGroupsService = ReturnType<typeof createTruckGroupsService>;
