import { openPgliteDatabase } from '../../server/db/pglite-database';
import { openPostgresDatabase } from '../../server/db/postgres-database';
import type { BenchScale } from './bench-fixtures';
import { recreatePostgresDatabase, type BenchTarget } from './bench-database';
import { seedDatabase } from './seed-database';

/** An empty database, migrated and seeded; closed again so the server under test owns it. */
export async function prepareTarget(
  target: BenchTarget,
  scale: BenchScale,
  onProgress?: (label: string, ms: number) => void,
): Promise<Record<string, number>> {
  if (target.kind === 'postgres') await recreatePostgresDatabase(target.databaseUrl);
  const database =
    target.kind === 'postgres'
      ? await openPostgresDatabase(target.databaseUrl)
      : await openPgliteDatabase(target.dataDir);
  try {
    return await seedDatabase(database.db, scale, onProgress);
  } finally {
    await database.close();
  }
}
