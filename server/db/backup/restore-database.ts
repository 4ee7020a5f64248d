import path from 'node:path';
import type { Config } from '../../config';
import type { RestoreSummary } from './backup-summary';
import { restorePglite } from './restore-pglite';
import { restorePostgres } from './restore-postgres';

/** `npm run db:restore`: into the configured database (PostgreSQL when DATABASE_URL is set). */
export function restoreDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir'>,
  file: string,
  options: { force: boolean; now?: Date },
): Promise<RestoreSummary> {
  const source = path.resolve(file);
  return config.databaseUrl
    ? restorePostgres(config.databaseUrl, config.dataDir, source, options)
    : restorePglite(config.dataDir, source, options);
}
