import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../../db/database';

/** One fix ready to store: its link and trip are checked and its time is believable. */
export type NewPosition = {
  tripId: string;
  linkId: string;
  lng: number;
  lat: number;
  accuracy: number | null;
  recordedAt: Date;
  /** The report's Idempotency-Key; a key the link already stored is not stored again. */
  clientKey: string | null;
};

/** Per fix, in the order given: was it stored now, and is it newer than all its trip had. */
export type StoredPosition = { inserted: boolean; newest: boolean };

/**
 * Stores a batch of fixes in one statement. Rows go in as one array per column, so the text
 * is the same whatever the batch size. Each row draws its id before the insert: a row whose
 * key is already stored (before, or earlier in this same batch: a replay racing its original)
 * is skipped by `do nothing` and returns nothing, and the id is how the answer finds its row
 * (fixes without a key have nothing else to tell them apart). `input` is read twice and calls
 * nextval, so PostgreSQL computes it once and both reads see the same ids. `newest` compares
 * with what was stored before this statement, as a single report did: the caller announces a
 * trip if any of its new fixes is newest.
 */
export async function storePositions(
  db: Database,
  rows: readonly NewPosition[],
  receivedAt: Date,
): Promise<StoredPosition[]> {
  if (rows.length === 0) return [];
  const column = <V>(pick: (row: NewPosition) => V) => sql.param(rows.map(pick));
  const result = await db.execute(sql`
    with input as (
      select nextval('truck_positions_id_seq') as id, r.*
      from unnest(${column((row) => row.tripId)}::uuid[], ${column((row) => row.linkId)}::text[],
        ${column((row) => row.lng)}::float8[], ${column((row) => row.lat)}::float8[],
        ${column((row) => row.accuracy)}::float8[], ${column((row) => row.recordedAt)}::timestamptz[],
        ${column((row) => row.clientKey)}::text[]) with ordinality
        as r(trip_id, link_id, lng, lat, accuracy, recorded_at, client_key, ord)),
    stored as (
      insert into truck_positions (id, trip_id, link_id, lng, lat, accuracy, recorded_at,
        received_at, client_key)
      select id, trip_id, link_id, lng, lat, accuracy, recorded_at, ${receivedAt}::timestamptz, client_key
      from input
      -- In arrival order: of two copies of a key, the first is the one stored.
      order by ord
      on conflict (link_id, client_key) where client_key is not null do nothing
      returning id)
    select stored.id is not null as inserted,
      not exists (select 1 from truck_positions
        where trip_id = input.trip_id and recorded_at > input.recorded_at) as newest
    from input left join stored on stored.id = input.id
    order by input.ord`);
  const stored = rowsOf<StoredPosition>(result);
  // Callers pair answers with rows by position: a short answer would misreport some fixes.
  if (stored.length !== rows.length) throw new Error(`Stored ${stored.length} of ${rows.length}`);
  return stored;
}
