import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { freePort } from '../../bench/server-process';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/** WEB_CONCURRENCY: worker processes sharing one port and one PostgreSQL (PostgreSQL only). */

const serverUrl = process.env.TEST_DATABASE_URL ?? '';
const name = `gf_test_workers_${randomBytes(4).toString('hex')}`;
const databaseUrl = Object.assign(new URL(serverUrl), { pathname: `/${name}` }).toString();

async function admin(statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  await client.query(statement);
  await client.end();
}

const workersOf = (pid: number) =>
  execFileSync('ps', ['-o', 'pid=', '--ppid', String(pid)], { encoding: 'utf8' })
    .split('\n')
    .map((line) => Number(line.trim()))
    .filter(Boolean);

async function eventually(check: () => Promise<boolean> | boolean, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('timed out');
}

let port = 0;
const healthy = async () =>
  (await fetch(`http://127.0.0.1:${port}/api/ready`).catch(() => undefined))?.ok ?? false;

beforeAll(() => admin(`create database ${name}`));
afterAll(() => admin(`drop database if exists ${name} with (force)`));

describe('several worker processes', () => {
  it('serves from WEB_CONCURRENCY workers, replaces one that dies, and stops on SIGTERM', async () => {
    port = await freePort();
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DATABASE_URL: databaseUrl,
      WEB_CONCURRENCY: '2',
    };
    const primary = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { env });
    let output = '';
    primary.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => primary.on('exit', resolve));
    await eventually(
      async () => (await healthy()) && workersOf(primary.pid!).length === 2,
      90_000,
    ).catch((error: unknown) => {
      primary.kill('SIGKILL');
      throw new Error(`${String(error)}: ${output}`);
    });

    // Past the start-up grace, a crashed worker is replaced and the port keeps answering.
    await new Promise((resolve) => setTimeout(resolve, 5_500));
    const [victim] = workersOf(primary.pid!);
    process.kill(victim!, 'SIGKILL');
    await eventually(() => {
      const workers = workersOf(primary.pid!);
      return workers.length === 2 && !workers.includes(victim!);
    });
    await eventually(healthy);

    primary.kill('SIGTERM');
    expect(await exited).toBe(0);
  }, 180_000);
});
