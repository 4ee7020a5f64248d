import path from 'node:path';
import type { Config } from '../../config';
import { backUpPglite } from './back-up-pglite';
import { defaultBackupFile } from './backup-paths';
import type { BackupSummary } from './backup-summary';
import { backUpPostgres } from './back-up-postgres';

/** `npm run db:backup`: the configured database (PostgreSQL when DATABASE_URL is set) and uploads. */
export function backUpDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir'>,
  file: string | undefined,
  now = new Date(),
): Promise<BackupSummary> {
  const kind = config.databaseUrl ? 'postgres' : 'pglite';
  const target = path.resolve(file ?? defaultBackupFile(kind, now));
  return config.databaseUrl
    ? backUpPostgres(config.databaseUrl, config.dataDir, target)
    : backUpPglite(config.dataDir, target);
}
