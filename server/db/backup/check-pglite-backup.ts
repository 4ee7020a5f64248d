import { PGlite } from '@electric-sql/pglite';
import { BackupError } from './backup-error';
import { unpackPgliteTarball } from './pglite-tarball';

/**
 * Proves a backup of the embedded database restorable without touching the disk: an intact
 * archive that PostgreSQL opens (in memory), holding this app's database. Answers the archive.
 */
export async function checkPgliteBackup(file: string, gzipped: Buffer): Promise<Buffer> {
  const refuse = (problem: string) =>
    new BackupError(
      `${file} is not a backup of this app's embedded database: ${problem}. Nothing was changed.`,
    );
  const unpacked = unpackPgliteTarball(gzipped);
  if ('problem' in unpacked) throw refuse(unpacked.problem);
  let client: PGlite;
  try {
    client = await PGlite.create({ loadDataDir: new Blob([new Uint8Array(unpacked.archive)]) });
  } catch {
    throw refuse('PostgreSQL cannot open the database in it');
  }
  try {
    const { rows } = await client.query<{ ours: boolean }>(
      `select to_regclass('drizzle.__drizzle_migrations') is not null as ours`,
    );
    if (!rows[0]?.ours)
      throw refuse("it does not hold this app's database (it has no drizzle.__drizzle_migrations)");
  } finally {
    await client.close();
  }
  return unpacked.archive;
}
