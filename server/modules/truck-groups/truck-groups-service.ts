import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { notFound } from '../../lib/http-error';
import { truckGroups } from './truck-groups.schema';

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
      if (groupId !== memberGroupId) throw notFound('Truck group not found');
      const [group] = await db
        .select({ _id: truckGroups.id, name: truckGroups.name })
        .from(truckGroups)
        .where(eq(truckGroups.id, groupId));
      if (!group) throw notFound('Truck group not found');
      return group;
    },
  };
}

export type TruckGroupsService = ReturnType<typeof createTruckGroupsService>;
