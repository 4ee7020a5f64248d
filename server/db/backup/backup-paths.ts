import path from 'node:path';

/** The folder of DATA_DIR where disk storage keeps uploaded files (config's `storage.diskRoot`). */
export const UPLOADS_FOLDER = 'files';

/** An ISO time that is a valid file name everywhere: `2026-11-23T01-20-00.123Z`. */
export function fileTimestamp(date: Date): string {
  return date.toISOString().replace(/:/g, '-');
}

/** `./backups/gulf-freight-<time>` with the extension of the database's kind of dump. */
export function defaultBackupFile(kind: 'pglite' | 'postgres', now: Date): string {
  const extension = kind === 'pglite' ? '.tar.gz' : '.dump';
  return path.resolve('backups', `gulf-freight-${fileTimestamp(now)}${extension}`);
}

/**
 * A backup is two things with one name stem: the database file and a folder of the uploaded
 * files (`x.tar.gz` and `x.files/`). Node has no tar writer and we add no dependency for one.
 */
export function uploadsFolderOf(databaseFile: string): string {
  return `${path.resolve(databaseFile).replace(/(\.tar\.gz|\.tgz|\.dump)$/, '')}.files`;
}

/** Where a forced restore moves what DATA_DIR held: inside it, so the move never crosses disks. */
export function setAsideFolderOf(dataDir: string, now: Date): string {
  return path.resolve(dataDir, `before-restore-${fileTimestamp(now)}`);
}

/** Where a restore assembles the new database before swapping it in. */
export function stagingFolderOf(dataDir: string, now: Date): string {
  return path.resolve(dataDir, `restoring-${fileTimestamp(now)}`);
}
