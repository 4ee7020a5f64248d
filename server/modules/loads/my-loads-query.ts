import { and, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  LoadStatus,
  LoadSummary,
  MY_LOADS_COLUMNS,
  myLoadsQuery,
} from '../../../src/contract/loads';
import type { Database } from '../../db/database';
import {
  listFilters,
  listOrder,
  pageOfList,
  type ListColumn,
  type ListPage,
  type ListRequest,
} from '../../lib/list-page';
import { routePlaceColumn } from '../../lib/place-names';
import { quotes } from '../quotes/quotes.schema';
import { toLoadSummary } from './load-view';
import { loads } from './loads.schema';

const FINISHED: LoadStatus[] = ['completed', 'cancelled'];

export type MyLoadsRequest = Partial<z.output<typeof myLoadsQuery>> &
  Pick<z.output<typeof myLoadsQuery>, 'status'> &
  Pick<ListRequest, 'language'>;

// Read-only count over the quotes module's table for the list's Quotes column.
const quoteCount = sql<number>`(select count(*)::int from ${quotes} where ${eq(quotes.loadId, loads.id)})`;

/** The My Loads lists' columns (docs/product.md §2): what each sorts and filters by. */
const MY_LOADS_LIST_COLUMNS = {
  id: { order: loads.number, text: sql`'LD-' || ${loads.number}` },
  origin: routePlaceColumn(loads.sourceCity, loads.source),
  destination: routePlaceColumn(loads.destinationCity, loads.destination),
  // Sorted in kg, so 2 ton comes after 900 kg; filtered as shown ('12.5 ton').
  weight: {
    order: loads.weightKg,
    text: sql`trim_scale(${loads.weightValue})::text || ' ' || ${loads.weightUnit}`,
  },
  material: { order: sql`lower(${loads.material})`, text: loads.material },
  status: { order: loads.status },
  scheduled: { order: loads.scheduledDate, day: loads.scheduledDate },
  posted: { order: loads.createdAt, day: loads.createdAt },
  quotes: { order: quoteCount, text: sql`${quoteCount}::text` },
  // A cancelled load is dated by its cancellation (load-view.ts).
  completed: {
    order: sql`coalesce(${loads.completedAt}, ${loads.cancelledAt})`,
    day: sql`coalesce(${loads.completedAt}, ${loads.cancelledAt})`,
  },
} satisfies Record<(typeof MY_LOADS_COLUMNS)[number], ListColumn>;

/**
 * My Loads (docs/product.md §2): 'pending' is every load still under way, 'done' the completed and
 * cancelled; a page of them, newest first unless asked otherwise.
 */
export async function pageMyLoads(
  db: Database,
  shipperUserId: string,
  request: MyLoadsRequest,
): Promise<ListPage<LoadSummary>> {
  const where = and(
    eq(loads.shipperUserId, shipperUserId),
    request.status === 'done'
      ? inArray(loads.status, FINISHED)
      : notInArray(loads.status, FINISHED),
    ...listFilters(MY_LOADS_LIST_COLUMNS, request),
  );
  const newestFirst = [desc(loads.createdAt), desc(loads.number)];
  return pageOfList(request, {
    rows: async (window) => {
      const query = db
        .select({ load: loads, quoteCount })
        .from(loads)
        .where(where)
        .orderBy(...listOrder(MY_LOADS_LIST_COLUMNS, request, newestFirst))
        .$dynamic();
      const rows = await (window ? query.limit(window.limit).offset(window.offset) : query);
      return rows.map((row) => toLoadSummary(row.load, row.quoteCount));
    },
    count: async () => db.$count(loads, where),
  });
}
