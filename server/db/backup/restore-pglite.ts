import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PGLITE_FOLDER, migrateEmbedded } from '../pglite-database';
import { BackupError } from './backup-error';
import { readBackupFile, requireUploadsFolder } from './backup-input';
import { UPLOADS_FOLDER, setAsideFolderOf, stagingFolderOf, uploadsFolderOf } from './backup-paths';
import type { RestoreSummary } from './backup-summary';
import { checkPgliteBackup } from './check-pglite-backup';
import { lockForMaintenance } from './maintenance-lock';
import { swapIntoDataDir } from './swap-into-data-dir';
import { copyUploadedFiles, folderHoldsAnything } from './uploaded-files';

/**
 * Restores a backup into DATA_DIR. The backup is checked before anything is touched; the new
 * database is then built and migrated in a folder of its own, and only swapped in once complete,
 * so a failure at any step leaves DATA_DIR as it was. What it held is moved aside, never deleted.
 */
export async function restorePglite(
  dataDir: string,
  file: string,
  options: { force: boolean; now?: Date },
): Promise<RestoreSummary> {
  const now = options.now ?? new Date();
  const uploads = uploadsFolderOf(file);
  const gzipped = await readBackupFile(file);
  const archive = await checkPgliteBackup(file, gzipped);
  requireUploadsFolder(file, uploads);

  const root = path.resolve(dataDir);
  const current = {
    database: path.join(root, PGLITE_FOLDER),
    uploads: path.join(root, UPLOADS_FOLDER),
  };
  await mkdir(root, { recursive: true });
  const releaseLock = await lockForMaintenance(root, 'db:restore');
  try {
    const holdsData =
      (await folderHoldsAnything(current.database)) || (await folderHoldsAnything(current.uploads));
    if (holdsData && !options.force)
      throw new BackupError(
        `DATA_DIR ${root} already holds a database or uploaded files, which a restore replaces. ` +
          `To do so, run \`npm run db:restore -- ${file} --force\`: they are then moved to ` +
          `${path.join(root, 'before-restore-<time>')}, not deleted. Nothing was changed.`,
      );

    const staging = stagingFolderOf(root, now);
    await mkdir(staging);
    let uploadedFiles: number;
    try {
      await buildDatabase(path.join(staging, PGLITE_FOLDER), archive);
      uploadedFiles = await copyUploadedFiles(uploads, path.join(staging, UPLOADS_FOLDER));
    } catch (error) {
      await rm(staging, { recursive: true, force: true });
      throw error;
    }

    const setAside = holdsData ? setAsideFolderOf(root, now) : null;
    if (setAside) await mkdir(setAside);
    await swapIntoDataDir(root, staging, [PGLITE_FOLDER, UPLOADS_FOLDER], setAside);
    return { uploadedFiles, setAside };
  } finally {
    await releaseLock();
  }
}

/** Loads the archive into `directory` and migrates it as the server does when it opens one. */
async function buildDatabase(directory: string, archive: Buffer) {
  const client = await PGlite.create(directory, {
    loadDataDir: new Blob([new Uint8Array(archive)]),
  });
  try {
    await migrateEmbedded(client);
  } finally {
    await client.close();
  }
}
