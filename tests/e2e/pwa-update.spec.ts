import { spawn, type ChildProcess } from 'node:child_process';
import { appendFile, cp, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { OUTBOX_LOCK } from '../../src/lib/outbox-lock';
import { screenshot } from './support/sign-in-page';

/*
 * Runs in the desktop project only (playwright.config.ts): it starts a server of its own on a copy
 * of the build, so changing that copy's sw.js disturbs no other test.
 */

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('port')),
      );
    });
  });
}

async function waitUntilReady(origin: string, server: ChildProcess) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
    try {
      if ((await fetch(`${origin}/api/ready`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('server did not become ready');
}

const registrationState = (page: Page) =>
  page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    return {
      controlled: navigator.serviceWorker.controller !== null,
      waiting: Boolean(registration?.waiting),
      active: registration?.active?.state ?? null,
    };
  });

test('a new build shows Update available and applies on confirm', async ({ page }) => {
  test.setTimeout(120_000);
  const work = await mkdtemp(path.join(tmpdir(), 'gf-pwa-update-'));
  const staticDir = path.join(work, 'client');
  await cp('dist/client', staticDir, { recursive: true });
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const server = spawn('node', ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(work, 'data'),
      STATIC_DIR: staticDir,
      LOG_LEVEL: 'warn',
      DEMO_SEED: '0',
    },
    stdio: 'inherit',
  });

  try {
    await waitUntilReady(origin, server);
    await page.goto(`${origin}/signin`);
    await expect(page.getByRole('button', { name: 'Send OTP' })).toBeVisible();
    // The first worker takes the page at once (clientsClaim).
    await expect.poll(() => registrationState(page)).toMatchObject({ controlled: true });
    await page.evaluate(() => {
      (window as { beforeUpdate?: boolean }).beforeUpdate = true;
    });

    // A new build: other bytes in sw.js. The page finds it on its next check.
    await appendFile(path.join(staticDir, 'sw.js'), `\n// next build ${Date.now()}\n`);
    await page.evaluate(async () => {
      await (await navigator.serviceWorker.getRegistration())?.update();
    });
    const banner = page.getByRole('status').filter({ hasText: 'Update available' });
    await expect(banner).toBeVisible();
    await screenshot(page, 'update-available', 'desktop');
    expect(await registrationState(page)).toMatchObject({ waiting: true });
    // Nothing swapped yet: the same page, still under the old worker.
    expect(await page.evaluate(() => (window as { beforeUpdate?: boolean }).beforeUpdate)).toBe(
      true,
    );

    // A driver-outbox replay is running (it holds the lock): the update waits for it.
    await page.evaluate(async (lock) => {
      await new Promise<void>((started) => {
        void navigator.locks.request(lock, () => {
          started();
          return new Promise<void>((release) => {
            (window as { finishReplay?: () => void }).finishReplay = release;
          });
        });
      });
    }, OUTBOX_LOCK);
    await banner.getByRole('button', { name: 'Update' }).click();
    await expect(banner.getByRole('button', { name: 'Updating…' })).toBeDisabled();
    await page.waitForTimeout(1_000);
    expect(await registrationState(page)).toMatchObject({ waiting: true });

    const reloaded = page.waitForEvent('load');
    const releasedAt = Date.now();
    await page.evaluate(() => (window as { finishReplay?: () => void }).finishReplay?.());
    await reloaded;
    // Reloaded because the new worker took control, not by the 10 s fallback of apply-update.ts.
    expect(Date.now() - releasedAt).toBeLessThan(8_000);
    // A new page under the new worker: the marker is gone, nothing waits any more.
    expect(await page.evaluate(() => (window as { beforeUpdate?: boolean }).beforeUpdate)).toBe(
      undefined,
    );
    await expect
      .poll(() => registrationState(page))
      .toEqual({ controlled: true, waiting: false, active: 'activated' });
    await expect(page.getByText('Update available')).toBeHidden();
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) =>
      server.exitCode !== null ? resolve(null) : server.once('exit', resolve),
    );
    await rm(work, { recursive: true, force: true });
  }
});
