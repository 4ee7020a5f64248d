import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

/** Where the benchmark's data lives: a database it may drop, or a PGlite folder it made. */
export type BenchTarget =
  { kind: 'postgres'; databaseUrl: string } | { kind: 'pglite'; dataDir: string };

export const DEFAULT_BENCH_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/gulf_freight_bench';

/** The benchmark drops and recreates its database: refuse any whose name does not say so. */
export function assertBenchDatabaseName(databaseUrl: string): string {
  const name = decodeURIComponent(new URL(databaseUrl).pathname.slice(1));
  if (!/bench/i.test(name)) {
    throw new Error(
      `BENCH_DATABASE_URL names the database "${name}"; the benchmark drops and recreates it, so its name must contain "bench".`,
    );
  }
  return name;
}

/** Runs statements against the server's maintenance database, beside the bench database. */
async function onServer(databaseUrl: string, run: (client: pg.Client) => Promise<void>) {
  const admin = new URL(databaseUrl);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    await run(client);
  } finally {
    await client.end();
  }
}

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

export async function recreatePostgresDatabase(databaseUrl: string): Promise<void> {
  const name = quoted(assertBenchDatabaseName(databaseUrl));
  await onServer(databaseUrl, async (client) => {
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${name}`);
  });
}

/** Whether a kept bench database is there to reuse (`BENCH_REUSE=1` after `BENCH_KEEP=1`). */
export async function postgresDatabaseExists(databaseUrl: string): Promise<boolean> {
  const name = assertBenchDatabaseName(databaseUrl);
  let exists = false;
  await onServer(databaseUrl, async (client) => {
    const result = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    exists = result.rowCount === 1;
  });
  return exists;
}

export async function dropPostgresDatabase(databaseUrl: string): Promise<void> {
  const name = quoted(assertBenchDatabaseName(databaseUrl));
  await onServer(databaseUrl, (client) =>
    client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).then(() => undefined),
  );
}

export async function freshPgliteDirectory(): Promise<string> {
  return mkdtemp(path.join(tmpdir(), 'gulf-freight-bench-'));
}

export async function removeDirectory(dir: string): Promise<void> {
  await rm(dir, { recursive: true, force: true });
}
