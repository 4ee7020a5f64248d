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

export async function recreatePostgresDatabase(databaseUrl: string): Promise<void> {
  const name = assertBenchDatabaseName(databaseUrl);
  const admin = new URL(databaseUrl);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const quoted = `"${name.replaceAll('"', '""')}"`;
    await client.query(`DROP DATABASE IF EXISTS ${quoted} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${quoted}`);
  } finally {
    await client.end();
  }
}

export async function dropPostgresDatabase(databaseUrl: string): Promise<void> {
  const name = assertBenchDatabaseName(databaseUrl);
  const admin = new URL(databaseUrl);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS "${name.replaceAll('"', '""')}" WITH (FORCE)`);
  } finally {
    await client.end();
  }
}

export async function freshPgliteDirectory(): Promise<string> {
  return mkdtemp(path.join(tmpdir(), 'gulf-freight-bench-'));
}

export async function removeDirectory(dir: string): Promise<void> {
  await rm(dir, { recursive: true, force: true });
}
