import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { migrateEmbedded, pgliteDirectoryOf } from '../../server/db/pglite-database';
import './provided-context';

/**
 * Runs initdb and the migrations once per run instead of once per test file (seconds each on a
 * loaded 2-core machine), and hands the result on twice: as a tarball each file's in-memory
 * database loads, and as a closed data folder that tests needing one on disk copy. Each test still
 * gets a database of its own; tests about first start-up and migration open empty folders.
 */
export default async function setup(project: TestProject) {
  const root = await mkdtemp(path.join(tmpdir(), 'gf-migrated-pglite-'));
  const client = await PGlite.create();
  let tarball: Blob;
  try {
    await migrateEmbedded(client);
    // Uncompressed: gunzipping it in every file would cost more than the disk it saves.
    tarball = await client.dumpDataDir('none');
  } finally {
    await client.close();
  }
  const tarballFile = path.join(root, 'migrated.tar');
  await writeFile(tarballFile, Buffer.from(await tarball.arrayBuffer()));

  const dataDir = path.join(root, 'data-dir');
  await mkdir(pgliteDirectoryOf(dataDir), { recursive: true });
  const onDisk = await PGlite.create(pgliteDirectoryOf(dataDir), { loadDataDir: tarball });
  await onDisk.close();

  project.provide('migratedPgliteTarball', tarballFile);
  project.provide('migratedPgliteDataDir', dataDir);
  return async () => {
    await rm(root, { recursive: true, force: true });
  };
}
