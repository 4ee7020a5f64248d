import { sql } from 'drizzle-orm';
import type { Database } from '../../server/db/database';
import type { BenchScale } from './bench-fixtures';
import { seedStatements } from './seed-statements';

/** Fills a migrated, empty database; returns how long each table took, in ms. */
export async function seedDatabase(
  db: Database,
  scale: BenchScale,
  onProgress: (label: string, ms: number) => void = () => undefined,
): Promise<Record<string, number>> {
  const timings: Record<string, number> = {};
  for (const statement of seedStatements(scale)) {
    const started = performance.now();
    await db.execute(sql.raw(statement.sql));
    const ms = Math.round(performance.now() - started);
    timings[statement.label] = ms;
    onProgress(statement.label, ms);
  }
  return timings;
}
