import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Logger } from 'drizzle-orm/logger';
import pg from 'pg';
import type { DatabaseHandle } from '../../../server/db/database';
import { openPgliteDatabase } from '../../../server/db/pglite-database';
import { openPostgresDatabase } from '../../../server/db/postgres-database';
import { migratedPostgresTemplate, seedMigratedPglite } from './migrated-templates';

/**
 * One database that several app instances open: in turn (a restart) on either kind, and at the
 * same time on PostgreSQL only (an embedded database belongs to one process at a time). It starts
 * as a copy of the run's migrated template.
 */
export type SharedTestDatabase = {
  /** Whether a second instance may open it while the first still has it open. */
  opensConcurrently: boolean;
  /**
   * A new connection (pool) to it, as a newly started server process would open; `logger` sees
   * its queries (PostgreSQL only).
   */
  open(options?: { logger?: Logger }): Promise<DatabaseHandle>;
  dispose(): Promise<void>;
};

export async function createSharedTestDatabase(): Promise<SharedTestDatabase> {
  if (process.env.TEST_DB_KIND !== 'postgres') {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'freight-shared-'));
    await seedMigratedPglite(dataDir);
    return {
      opensConcurrently: false,
      open: () => openPgliteDatabase(dataDir),
      dispose: () => rm(dataDir, { recursive: true, force: true }),
    };
  }
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DATABASE_URL is required for the PostgreSQL test run');
  const name = `gf_shared_${process.pid}_${randomBytes(4).toString('hex')}`;
  await runOnServer(serverUrl, `create database ${name} template ${migratedPostgresTemplate()}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    opensConcurrently: true,
    open: (options = {}) => openPostgresDatabase(url.toString(), { poolSize: 4, ...options }),
    dispose: () => runOnServer(serverUrl, `drop database if exists ${name} with (force)`),
  };
}

async function runOnServer(serverUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}
