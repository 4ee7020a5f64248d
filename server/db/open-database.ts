import type { Config } from '../config';
import type { DatabaseHandle } from './database';
import { openPgliteDatabase } from './pglite-database';
import { openPostgresDatabase } from './postgres-database';

/** PostgreSQL when DATABASE_URL is set, the embedded PGlite in DATA_DIR otherwise. Migrates either way. */
export function openDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir'> &
    Partial<Pick<Config, 'databasePoolSize' | 'databasePlanCacheMode'>>,
): Promise<DatabaseHandle> {
  return config.databaseUrl
    ? openPostgresDatabase(config.databaseUrl, {
        poolSize: config.databasePoolSize,
        planCacheMode: config.databasePlanCacheMode,
      })
    : openPgliteDatabase(config.dataDir);
}
