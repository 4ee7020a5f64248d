import { cp, readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import { pgliteDirectoryOf } from '../../../server/db/pglite-database';
import '../../global-setup/provided-context';

/** What a global setup provided; a clear error when the file runs without vitest.config.ts. */
function provided(
  key: 'migratedPgliteTarball' | 'migratedPgliteDataDir' | 'migratedPostgresTemplate',
) {
  const value = inject(key);
  if (!value) throw new Error(`${key} is missing: run the tests through vitest.config.ts`);
  return value;
}

let tarball: Promise<Blob> | undefined;

/** The migrated database of tests/global-setup/migrated-pglite.ts, read once per test file. */
export function migratedPgliteTarball(): Promise<Blob> {
  tarball ??= readFile(provided('migratedPgliteTarball')).then((bytes) => new Blob([bytes]));
  return tarball;
}

/** Leaves a migrated embedded database in `dataDir`, as a server that started there once would. */
export async function seedMigratedPglite(dataDir: string): Promise<void> {
  await cp(pgliteDirectoryOf(provided('migratedPgliteDataDir')), pgliteDirectoryOf(dataDir), {
    recursive: true,
  });
}

/** The migrated database on TEST_DATABASE_URL that tests/global-setup/migrated-postgres.ts made. */
export function migratedPostgresTemplate(): string {
  return provided('migratedPostgresTemplate');
}
