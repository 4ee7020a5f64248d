import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { loads, type LoadRow } from './loads.schema';

/** People see loads as LD-<number>; the API's `_id` stays the uuid. */
export const displayLoadId = (number: number) => `LD-${number}`;

/** The load row or null: for other modules' services (quotes, payments, trips) that check rules on it. */
export async function findLoadRow(
  db: Database,
  loadId: string,
  options: { forUpdate?: boolean } = {},
): Promise<LoadRow | null> {
  const query = db.select().from(loads).where(eq(loads.id, loadId));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row ?? null;
}
