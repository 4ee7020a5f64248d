import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const dataDir = mkdtempSync(path.join(tmpdir(), 'gf-process-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function startServer(port: number) {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'development',
  };
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { env });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

async function waitUntilReady(port: number, server: { exited: Promise<number | null> }) {
  const deadline = Date.now() + 60_000;
  let ended = false;
  void server.exited.then(() => (ended = true));
  while (Date.now() < deadline && !ended) {
    const ready = await fetch(`http://127.0.0.1:${port}/api/ready`).catch(() => undefined);
    if (ready?.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('server did not become ready');
}

describe('the server process', () => {
  let first: {
    child: ChildProcessWithoutNullStreams;
    exited: Promise<number | null>;
    output: () => string;
  };

  it('starts in demo mode, seeds the demo accounts and prints how to sign in', async () => {
    first = startServer(4391);
    await waitUntilReady(4391, first);
    expect(first.output()).toContain('Demo shipper');
    expect(first.output()).toContain('phone 500000001, code 123456');
    const sent = await fetch('http://127.0.0.1:4391/api/user/send-otp', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ phone: '500000002', countryCode: '+966' }),
    });
    expect(sent.status).toBe(200);
  }, 90_000);

  it('a second process on the same data folder stops at once with a clear message', async () => {
    const second = startServer(4392);
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain('is already open in another process');
    expect((await fetch('http://127.0.0.1:4391/api/health')).status).toBe(200);
  }, 60_000);

  it('shuts down gracefully on SIGTERM and releases the folder', async () => {
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    const again = startServer(4393);
    await waitUntilReady(4393, again);
    again.child.kill('SIGTERM');
    expect(await again.exited).toBe(0);
  }, 90_000);
});
