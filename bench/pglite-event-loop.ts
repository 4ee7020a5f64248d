import { monitorEventLoopDelay } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { openPgliteDatabase } from '../server/db/pglite-database';

export type EventLoopReading = {
  query: string;
  queryMs: number;
  maxDelayMs: number;
  p99DelayMs: number;
};

/** A report over every position: the kind of query that holds PGlite's thread for a while. */
const HEAVY_QUERY =
  'SELECT trip_id, count(*), max(recorded_at) FROM truck_positions GROUP BY trip_id';

/**
 * PGlite runs inside the server's own thread: while it works, nothing else is served. This
 * measures how long the event loop stalls during one heavy query on the seeded database.
 */
export async function pgliteEventLoopDelay(dataDir: string): Promise<EventLoopReading> {
  const database = await openPgliteDatabase(dataDir);
  try {
    await database.db.execute(sql.raw('SELECT 1'));
    const histogram = monitorEventLoopDelay({ resolution: 10 });
    histogram.enable();
    const started = performance.now();
    await database.db.execute(sql.raw(HEAVY_QUERY));
    const queryMs = performance.now() - started;
    // One more turn so the stall is sampled.
    await new Promise((resolve) => setTimeout(resolve, 50));
    histogram.disable();
    return {
      query: HEAVY_QUERY,
      queryMs: Math.round(queryMs),
      maxDelayMs: Math.round(histogram.max / 1e6),
      p99DelayMs: Math.round(histogram.percentile(99) / 1e6),
    };
  } finally {
    await database.close();
  }
}
