import { sql } from 'drizzle-orm';
import { openPgliteDatabase } from '../server/db/pglite-database';

export type EventLoopReading = { query: string; queryMs: number; maxStallMs: number };

/** A report over every position: the kind of query that holds PGlite's thread for a while. */
const HEAVY_QUERY =
  'SELECT trip_id, count(*), max(recorded_at) FROM truck_positions GROUP BY trip_id';

/**
 * PGlite runs inside the server's own thread: while it works, nothing else is served. This
 * measures the longest the event loop went without running a 1 ms timer during one heavy query
 * on the seeded database.
 */
export async function pgliteEventLoopDelay(dataDir: string): Promise<EventLoopReading> {
  const database = await openPgliteDatabase(dataDir);
  try {
    await database.db.execute(sql.raw('SELECT 1'));
    let last = performance.now();
    let maxStall = 0;
    const ticker = setInterval(() => {
      const now = performance.now();
      maxStall = Math.max(maxStall, now - last);
      last = now;
    }, 1);
    const started = performance.now();
    await database.db.execute(sql.raw(HEAVY_QUERY));
    const queryMs = performance.now() - started;
    // Let the ticker run once more, so a stall that lasted to the end is counted.
    await new Promise((resolve) => setTimeout(resolve, 20));
    clearInterval(ticker);
    return { query: HEAVY_QUERY, queryMs: Math.round(queryMs), maxStallMs: Math.round(maxStall) };
  } finally {
    await database.close();
  }
}
