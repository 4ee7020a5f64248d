import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createServer } from 'node:net';
import type { BenchTarget } from './seed/bench-database';

export type RunningServer = { baseUrl: string; pid: number; stop(): Promise<void> };

export async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  if (!address || typeof address === 'string') throw new Error('No free port');
  return address.port;
}

async function waitForHealth(baseUrl: string, child: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with ${child.exitCode}`);
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The server did not answer /api/health within ${timeoutMs} ms`);
}

export type ServerOptions = {
  target: BenchTarget;
  webConcurrency?: number;
  /** `server/main.ts` (the API as it is) or `scripts/start.mjs` (builds the web app first). */
  script?: string;
  env?: Record<string, string>;
  startTimeoutMs?: number;
};

/** The production server, as `npm start` runs it, in a process of its own on a free port. */
export async function startProductionServer({
  target,
  webConcurrency = 1,
  script = 'server/main.ts',
  env = {},
  startTimeoutMs = 120_000,
}: ServerOptions): Promise<RunningServer> {
  const port = await freePort();
  // The target chooses the database, whatever this shell has configured.
  const inherited = { ...process.env };
  delete inherited.DATABASE_URL;
  delete inherited.DATA_DIR;
  const loader = script.endsWith('.ts') ? ['--import', 'tsx'] : [];
  const child = spawn(process.execPath, [...loader, script], {
    env: {
      ...inherited,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      AUTH_SECRET: randomBytes(32).toString('hex'),
      SMS_PROVIDER: 'log',
      ALLOW_TEST_PAYMENTS: '1',
      DEMO_SEED: '0',
      WEB_CONCURRENCY: String(webConcurrency),
      ...(target.kind === 'postgres'
        ? { DATABASE_URL: target.databaseUrl }
        : { DATA_DIR: target.dataDir }),
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    // A server stuck in shutdown must not hold the benchmark.
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await once(child, 'exit');
    clearTimeout(timer);
  };
  try {
    await waitForHealth(baseUrl, child, startTimeoutMs);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, pid: child.pid ?? 0, stop };
}
