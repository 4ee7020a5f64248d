import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { MIGRATIONS_FOLDER } from '../../../server/db/migrations-folder';

/**
 * An embedded database migrated as it stood before the migration tagged `…_<name>`, to store
 * rows the way older code did; `migrateToLatest` then applies that migration and the rest.
 */
export async function pgliteMigratedBefore(name: string) {
  const folder = await mkdtemp(path.join(tmpdir(), `gf-before-${name}-`));
  await cp(MIGRATIONS_FOLDER, folder, { recursive: true });
  const journalPath = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalPath, 'utf8')) as {
    entries: { tag: string }[];
  };
  const cut = journal.entries.findIndex((entry) => entry.tag.endsWith(`_${name}`));
  if (cut < 0) throw new Error(`No migration is tagged …_${name}`);
  journal.entries = journal.entries.slice(0, cut);
  await writeFile(journalPath, JSON.stringify(journal));
  const client = await PGlite.create();
  await migrate(drizzle({ client }), { migrationsFolder: folder });
  return {
    client,
    migrateToLatest: () => migrate(drizzle({ client }), { migrationsFolder: MIGRATIONS_FOLDER }),
    async close() {
      await client.close();
      await rm(folder, { recursive: true, force: true });
    },
  };
}

export type MigratedBefore = Awaited<ReturnType<typeof pgliteMigratedBefore>>;
