import path from 'node:path';
import { refuseToOverwrite, writeUnderTemporaryNames } from './backup-output';
import { UPLOADS_FOLDER, uploadsFolderOf } from './backup-paths';
import type { BackupSummary } from './backup-summary';
import { requirePostgresTool, runPostgresTool } from './postgres-tools';
import { copyUploadedFiles } from './uploaded-files';

/**
 * `pg_dump` in its custom format (what `pg_restore` reads), then the uploads folder beside it.
 * The servers may keep running: pg_dump reads one consistent snapshot. Dumping first means every
 * file a row names was already stored when the files are copied.
 */
export async function backUpPostgres(
  databaseUrl: string,
  dataDir: string,
  file: string,
): Promise<BackupSummary> {
  const uploads = uploadsFolderOf(file);
  const uploadsSource = path.join(path.resolve(dataDir), UPLOADS_FOLDER);
  const pgDump = requirePostgresTool(
    'pg_dump',
    `pg_dump --format=custom --file=${file} "$DATABASE_URL" && cp -r ${uploadsSource} ${uploads}`,
  );
  refuseToOverwrite(file, uploads);
  const uploadedFiles = await writeUnderTemporaryNames(
    file,
    uploads,
    async (partial, partialUploads) => {
      await runPostgresTool(pgDump, ['--format=custom', `--file=${partial}`], databaseUrl);
      return copyUploadedFiles(uploadsSource, partialUploads);
    },
  );
  return { file, uploads, uploadedFiles };
}
