import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPostgresDatabase } from '../../server/db/postgres-database';
import './provided-context';

async function onServer(serverUrl: string, statement: string) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/**
 * Migrates one database per run on TEST_DATABASE_URL; each test file's database is created as a
 * copy of it (CREATE DATABASE … TEMPLATE), which takes a fraction of running every migration.
 * The server still runs its migrations on open, which finds them applied.
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DATABASE_URL is required for the PostgreSQL test run');
  const name = `gf_template_${process.pid}_${randomBytes(4).toString('hex')}`;
  await onServer(serverUrl, `create database ${name}`);
  const url = Object.assign(new URL(serverUrl), { pathname: `/${name}` }).toString();
  try {
    // A template must have no connection open while it is copied.
    const handle = await openPostgresDatabase(url, { poolSize: 1 });
    await handle.close();
  } catch (error) {
    await onServer(serverUrl, `drop database if exists ${name} with (force)`);
    throw error;
  }
  project.provide('migratedPostgresTemplate', name);
  return async () => {
    await onServer(serverUrl, `drop database if exists ${name} with (force)`);
  };
}
