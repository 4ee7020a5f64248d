import { existsSync } from 'node:fs';
import { open } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pgliteDirectoryOf } from '../pglite-database';
import { BackupError } from './backup-error';
import { refuseToOverwrite, writeUnderTemporaryNames } from './backup-output';
import { UPLOADS_FOLDER, uploadsFolderOf } from './backup-paths';
import type { BackupSummary } from './backup-summary';
import { checkPgliteBackup } from './check-pglite-backup';
import { lockForMaintenance } from './maintenance-lock';
import { copyUploadedFiles } from './uploaded-files';

/**
 * Writes `file` (PGlite's own gzip tarball of the data folder) and the uploads folder beside it.
 * DATA_DIR is locked throughout, as a server locks it, so nothing writes to either meanwhile.
 */
export async function backUpPglite(dataDir: string, file: string): Promise<BackupSummary> {
  const database = pgliteDirectoryOf(dataDir);
  if (!existsSync(path.join(database, 'PG_VERSION')))
    throw new BackupError(
      `There is no embedded database in ${database} to back up: is DATA_DIR right?`,
    );
  const uploads = uploadsFolderOf(file);
  refuseToOverwrite(file, uploads);
  const releaseLock = await lockForMaintenance(dataDir, 'db:backup');
  try {
    const gzipped = await dumpDataFolder(database);
    // A backup that cannot be restored is found out now, not on the day it is needed.
    await checkPgliteBackup(file, gzipped);
    const uploadedFiles = await writeUnderTemporaryNames(
      file,
      uploads,
      async (partial, partialUploads) => {
        await writeDurably(partial, gzipped);
        return copyUploadedFiles(path.join(path.resolve(dataDir), UPLOADS_FOLDER), partialUploads);
      },
    );
    return { file, uploads, uploadedFiles };
  } finally {
    await releaseLock();
  }
}

async function dumpDataFolder(directory: string): Promise<Buffer> {
  const client = await PGlite.create(directory);
  try {
    // Everything committed goes into the data files, so the copy opens without replaying the WAL.
    await client.exec('checkpoint');
    const tarball = await client.dumpDataDir('gzip');
    return Buffer.from(await tarball.arrayBuffer());
  } finally {
    await client.close();
  }
}

async function writeDurably(file: string, bytes: Buffer) {
  const handle = await open(file, 'wx');
  try {
    await handle.writeFile(bytes);
    await handle.sync();
  } finally {
    await handle.close();
  }
}
