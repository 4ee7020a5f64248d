import path from 'node:path';
import { BackupError } from './backup-error';
import { DataDirectoryInUseError, lockDataDirectory } from '../pglite-database';

/**
 * DATA_DIR's lock for a backup or a restore, so that no server starts meanwhile. A running
 * server holds it: reading its folder could copy a half-written database, and writing it would
 * corrupt the server's, so we stop and say what to do.
 */
export async function lockForMaintenance(
  dataDir: string,
  command: 'db:backup' | 'db:restore',
): Promise<() => Promise<void>> {
  try {
    return await lockDataDirectory(dataDir);
  } catch (error) {
    if (!(error instanceof DataDirectoryInUseError)) throw error;
    throw new BackupError(
      `The server is running on DATA_DIR ${path.resolve(dataDir)} (another process has its ` +
        `database open). Stop it first, then run \`npm run ${command}\` again. Nothing was changed.`,
    );
  }
}
