import { randomBytes } from 'node:crypto';
import type { Logger } from 'drizzle-orm/logger';
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import type { DatabaseHandle } from '../../../server/db/database';
import { embeddedHandle } from '../../../server/db/pglite-database';
import { openPostgresDatabase } from '../../../server/db/postgres-database';
import { migratedPgliteTarball, migratedPostgresTemplate } from './migrated-templates';

/**
 * A fresh, migrated database for one test file: in-memory PGlite loaded from the run's migrated
 * tarball always; a new PostgreSQL database copied from the run's migrated template (created
 * here, dropped on close) in the `server-postgres` project.
 */
export async function openTestDatabase(options: { logger?: Logger } = {}): Promise<DatabaseHandle> {
  if (process.env.TEST_DB_KIND !== 'postgres') {
    const client = await PGlite.create({ loadDataDir: await migratedPgliteTarball() });
    return embeddedHandle(client, undefined, options);
  }
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DATABASE_URL is required for the PostgreSQL test run');
  const name = `gf_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name} template ${migratedPostgresTemplate()}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openPostgresDatabase(url.toString(), { poolSize: 4, ...options });
  return {
    ...handle,
    async close() {
      await handle.close();
      const cleaner = new pg.Client({ connectionString: serverUrl });
      await cleaner.connect();
      await cleaner.query(`drop database if exists ${name} with (force)`);
      await cleaner.end();
    },
  };
}
