import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from '../../../bench/server-process';
import type { DatabaseHandle } from '../../../server/db/database';
import { openPgliteDatabase } from '../../../server/db/pglite-database';
import { openPostgresDatabase } from '../../../server/db/postgres-database';
import { migratedPostgresTemplate, seedMigratedPglite } from './migrated-templates';

/**
 * What a server process runs on, kept across its restarts: DATA_DIR (uploaded files, and the
 * embedded database in `server` runs) and, in `server-postgres` runs, a database of its own on
 * TEST_DATABASE_URL, created here and dropped by `dispose`. Either starts migrated, from the
 * run's template (the server's migrations then find nothing to do); a first start on an empty
 * folder is process-lifecycle.test.ts's.
 */
export type ServerTarget = {
  kind: 'pglite' | 'postgres';
  dataDir: string;
  env: Record<string, string>;
  /** The database as a restarted server would open it (PGlite takes DATA_DIR's lock). */
  open(): Promise<DatabaseHandle>;
  dispose(): Promise<void>;
};

async function onServer(serverUrl: string, statement: string) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/** The database kind of this test run (TEST_DB_KIND, as test-database.ts chooses it). */
export async function createServerTarget(): Promise<ServerTarget> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'gf-server-'));
  if (process.env.TEST_DB_KIND !== 'postgres') {
    await seedMigratedPglite(dataDir);
    return {
      kind: 'pglite',
      dataDir,
      env: { DATA_DIR: dataDir },
      open: () => openPgliteDatabase(dataDir),
      dispose: () => rm(dataDir, { recursive: true, force: true }),
    };
  }
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DATABASE_URL is required for the PostgreSQL test run');
  const name = `gf_process_${process.pid}_${randomBytes(4).toString('hex')}`;
  await onServer(serverUrl, `create database ${name} template ${migratedPostgresTemplate()}`);
  const databaseUrl = Object.assign(new URL(serverUrl), { pathname: `/${name}` }).toString();
  return {
    kind: 'postgres',
    dataDir,
    env: { DATA_DIR: dataDir, DATABASE_URL: databaseUrl },
    open: () => openPostgresDatabase(databaseUrl, { poolSize: 2 }),
    async dispose() {
      await onServer(serverUrl, `drop database if exists ${name} with (force)`);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export type ServerProcess = {
  baseUrl: string;
  child: ChildProcess;
  /** Everything it wrote to stdout and stderr. */
  output(): string;
  /** SIGKILL: no shutdown hook runs, nothing is flushed; resolves once the process is gone. */
  kill(): Promise<void>;
  /** SIGTERM, the graceful stop; resolves with the exit code. */
  stop(): Promise<number | null>;
};

async function waitUntilReady(baseUrl: string, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`The server exited with ${child.exitCode ?? child.signalCode}: ${output()}`);
    }
    const ready = await fetch(`${baseUrl}/api/ready`).catch(() => undefined);
    if (ready?.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The server was not ready within 60 s: ${output()}`);
}

/**
 * `server/main.ts` in a process of its own, as production runs it (NODE_ENV=production, its
 * own start-up, migrations and shutdown), on a free port; resolves once /api/ready answers.
 */
export async function startServerProcess(
  target: ServerTarget,
  env: Record<string, string> = {},
): Promise<ServerProcess> {
  const port = await freePort();
  // The target chooses the database, whatever this shell has configured.
  const inherited = { ...process.env };
  delete inherited.DATABASE_URL;
  delete inherited.DATA_DIR;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...inherited,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      AUTH_SECRET: 'crash-test-secret-crash-test-secret-0123',
      SMS_PROVIDER: 'log',
      ALLOW_TEST_PAYMENTS: '1',
      PAYMENT_PROVIDER: 'test',
      DEMO_SEED: '0',
      STATIC_DIR: '/nonexistent',
      ...target.env,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let written = '';
  child.stdout?.on('data', (chunk: Buffer) => (written += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (written += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const gone = () => child.exitCode !== null || child.signalCode !== null;
  const server: ServerProcess = {
    baseUrl: `http://127.0.0.1:${port}`,
    child,
    output: () => written,
    async kill() {
      if (!gone()) child.kill('SIGKILL');
      await exited;
    },
    async stop() {
      if (gone()) return child.exitCode;
      child.kill('SIGTERM');
      // A server stuck in shutdown must not hold the test.
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      const [code] = (await once(child, 'exit')) as [number | null];
      clearTimeout(timer);
      return code;
    },
  };
  try {
    await waitUntilReady(server.baseUrl, child, server.output);
  } catch (error) {
    await server.kill();
    throw error;
  }
  return server;
}
