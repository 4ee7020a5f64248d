import { existsSync } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { openPostgresDatabase } from '../postgres-database';
import { BackupError } from './backup-error';
import { requireBackupFile, requireUploadsFolder } from './backup-input';
import { UPLOADS_FOLDER, setAsideFolderOf, stagingFolderOf, uploadsFolderOf } from './backup-paths';
import type { RestoreSummary } from './backup-summary';
import { requirePostgresTool, runPostgresTool } from './postgres-tools';
import { swapIntoDataDir } from './swap-into-data-dir';
import { copyUploadedFiles, folderHoldsAnything } from './uploaded-files';

/**
 * `pg_restore` of a `db:backup` dump into the database at DATABASE_URL, and its uploads folder
 * into DATA_DIR/files. Checked before anything is touched; what the database held is first
 * dumped aside (PostgreSQL has no folder to move), then its schemas are dropped and restored.
 */
export async function restorePostgres(
  databaseUrl: string,
  dataDir: string,
  file: string,
  options: { force: boolean; now?: Date },
): Promise<RestoreSummary> {
  const now = options.now ?? new Date();
  const uploads = uploadsFolderOf(file);
  const pgRestore = requirePostgresTool(
    'pg_restore',
    `pg_restore --no-owner --no-privileges --exit-on-error --single-transaction --dbname="$DATABASE_URL" ${file}`,
  );
  requireBackupFile(file);
  await checkPostgresBackup(pgRestore, file);
  requireUploadsFolder(file, uploads);

  const root = path.resolve(dataDir);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  let summary: RestoreSummary;
  try {
    await refuseWhileInUse(client);
    const { rows } = await client.query<{ tables: number }>(
      `select count(*)::int as tables from pg_tables where schemaname in ('public', 'drizzle')`,
    );
    const holdsTables = (rows[0]?.tables ?? 0) > 0;
    const holdsData = holdsTables || (await folderHoldsAnything(path.join(root, UPLOADS_FOLDER)));
    if (holdsData && !options.force)
      throw new BackupError(
        'The database at DATABASE_URL or DATA_DIR/files already holds data, which a restore ' +
          `replaces. To do so, run \`npm run db:restore -- ${file} --force\`: the database is ` +
          `then dumped and the files moved to ${path.join(root, 'before-restore-<time>')} first. ` +
          'Nothing was changed.',
      );

    const staging = stagingFolderOf(root, now);
    await mkdir(staging, { recursive: true });
    const setAside = holdsData ? setAsideFolderOf(root, now) : null;
    try {
      const uploadedFiles = await copyUploadedFiles(uploads, path.join(staging, UPLOADS_FOLDER));
      if (setAside) await mkdir(setAside);
      const previous = setAside && holdsTables ? path.join(setAside, 'database.dump') : null;
      if (previous) {
        const pgDump = requirePostgresTool('pg_dump', 'pg_dump --format=custom "$DATABASE_URL"');
        await runPostgresTool(pgDump, ['--format=custom', `--file=${previous}`], databaseUrl);
        // Tables a newer migration added are not in the backup: only an empty schema is clean.
        await client.query(
          'drop schema if exists drizzle cascade; drop schema public cascade; create schema public',
        );
      }
      await runPostgresTool(
        pgRestore,
        ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', file],
        databaseUrl,
      ).catch((error: unknown) => {
        if (!previous || !(error instanceof BackupError)) throw error;
        throw new BackupError(`${error.message}\nWhat the database held before is in ${previous}.`);
      });
      await swapIntoDataDir(root, staging, [UPLOADS_FOLDER], setAside);
      if (setAside && previous) await pairFilesWithDump(setAside, previous);
      summary = { uploadedFiles, setAside };
    } catch (error) {
      await rm(staging, { recursive: true, force: true });
      throw error;
    }
  } finally {
    await client.end();
  }
  // As the server opens it: brings a backup made by an older version up to the current schema.
  const migrated = await openPostgresDatabase(databaseUrl, { poolSize: 1 });
  await migrated.close();
  return summary;
}

/** What was set aside becomes a backup of its own, which `db:restore` takes back as it is. */
async function pairFilesWithDump(setAside: string, dump: string) {
  const files = path.join(setAside, UPLOADS_FOLDER);
  if (existsSync(files)) await rename(files, uploadsFolderOf(dump));
  else await mkdir(uploadsFolderOf(dump));
}

async function checkPostgresBackup(pgRestore: string, file: string) {
  const refuse = (problem: string) =>
    new BackupError(
      `${file} is not a backup of this app's PostgreSQL database: ${problem}. Nothing was changed.`,
    );
  let contents: string;
  try {
    contents = await runPostgresTool(pgRestore, ['--list', file]);
  } catch {
    throw refuse('pg_restore cannot read it (it is not a pg_dump --format=custom file)');
  }
  if (!/ TABLE drizzle __drizzle_migrations /.test(contents))
    throw refuse("it does not hold this app's database (it has no drizzle.__drizzle_migrations)");
}

/** Restoring under a running server would mix its writes with the backup's rows. */
async function refuseWhileInUse(client: pg.Client) {
  const { rows } = await client.query<{ others: number }>(
    `select count(*)::int as others from pg_stat_activity
      where datname = current_database() and pid <> pg_backend_pid() and backend_type = 'client backend'`,
  );
  const others = rows[0]?.others ?? 0;
  if (others > 0)
    throw new BackupError(
      `${others} other connection(s) to the database are open: stop the servers (and anything ` +
        'else using the database) first, then run `npm run db:restore` again. Nothing was changed.',
    );
}
