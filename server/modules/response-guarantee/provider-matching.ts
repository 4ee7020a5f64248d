import { and, eq, exists, inArray, not, notExists, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';
import type { LoadRow } from '../loads/loads.schema';
import { loads } from '../loads/loads.schema';
import { quotes } from '../quotes/quotes.schema';
import { trucks } from '../trucks/trucks.schema';
import { users } from '../users/users.schema';

/** The providers to tell about a load: every member of each matching truck group. */
export type MatchedProviders = { groupIds: string[]; userIds: string[] };

type MatchLoad = Pick<LoadRow, 'id' | 'weightKg' | 'truckType' | 'source'>;

const capacityKg = sql`(case when ${trucks.weightUnit} = 'ton' then ${trucks.weight} * 1000 else ${trucks.weight} end)`;

/**
 * A group's lanes, kept simple: the source countries of loads it has quoted before (a trip always
 * comes from the group's own quote, so quotes cover the loads it ran). A group with no quotes yet
 * has no known lanes and is treated as serving every lane, so new carriers hear of loads too.
 */
function servesLane(tx: Database, load: MatchLoad): SQL {
  const anyQuote = tx
    .select({ one: sql`1` })
    .from(quotes)
    .where(eq(quotes.groupId, trucks.groupId));
  const quotedFromCountry = tx
    .select({ one: sql`1` })
    .from(quotes)
    .innerJoin(loads, eq(loads.id, quotes.loadId))
    .where(
      and(
        eq(quotes.groupId, trucks.groupId),
        sql`${loads.source}->>'country' = ${load.source.country}`,
      ),
    );
  return or(notExists(anyQuote), exists(quotedFromCountry)) as SQL;
}

/**
 * One query over the trucks, quotes and users tables (read only): the provider groups with an
 * active truck able to carry the load, and their members.
 * - `posting`: the truck is of the load's type when one was asked for, and the group serves the lane.
 * - `wider`: any truck type and any lane; only the weight must fit.
 */
export async function findProvidersFor(
  tx: Database,
  load: MatchLoad,
  reach: 'posting' | 'wider',
  excludeGroupIds: string[] = [],
): Promise<MatchedProviders> {
  const rows = await tx
    .selectDistinct({ groupId: trucks.groupId, userId: users.id })
    .from(trucks)
    .innerJoin(users, and(eq(users.groupId, trucks.groupId), eq(users.userType, 'provider')))
    .where(
      and(
        eq(trucks.status, 'active'),
        sql`${capacityKg} >= ${load.weightKg}`,
        reach === 'posting' && load.truckType ? eq(trucks.type, load.truckType) : undefined,
        reach === 'posting' ? servesLane(tx, load) : undefined,
        excludeGroupIds.length > 0 ? not(inArray(trucks.groupId, excludeGroupIds)) : undefined,
      ),
    );
  return {
    groupIds: [...new Set(rows.map((row) => row.groupId))],
    userIds: [...new Set(rows.map((row) => row.userId))],
  };
}
