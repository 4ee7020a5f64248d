import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { e2eTestPhones } from './tests/e2e/support/test-phones';

const port = Number(process.env.E2E_PORT ?? 4318);
/**
 * Once is enough, at desktop size, where a spec checks behaviour rather than layout (the team's
 * rule: three sizes only where layout is what a test checks): the update test starts a server of
 * its own and swaps its build's worker; the money test is about the deal's state; the
 * content-security-policy test about what the browser refuses; the load-images test about what
 * is stored and served; the install and offline tests open the driver's link on a phone-sized
 * context of their own whatever the project's size, and check the worker, caches and outbox; the
 * stop addresses test opens the shipper's form at each size and the driver's page on a phone
 * itself; the basemap test checks what the map draws, not where it sits; the double-click and
 * one-vocabulary tests are about the deal's state (the latter opens the driver's page in a
 * phone-sized context of its own); the Arabic account test follows one user's language across
 * two browsers, which the right-to-left test checks the layout of at every size; the driver
 * languages test opens the driver's page in each language on phone-sized contexts of its own; the
 * arrival and waiting test is about the trip's stamps and its one waiting charge; the
 * proof-of-delivery test works the driver's phone at 390×844 in a context of its own; the
 * driver page weight test measures a first visit to a link on a phone-sized context of its own; the
 * paperwork test prints its papers on A4 and shoots them at every size itself.
 * The layouts they pass through are checked at all three sizes by deal, fleet, driver-mode,
 * notifications, roles and sign-in.
 */
const desktopOnly =
  /\/(driver-page-weight|pwa-update|language-fonts|money|content-security-policy|load-images|offline|pwa-install|stop-addresses|basemap|arabic-account|double-click[\w-]*|one-vocabulary|driver-facts|driver-languages|arrival-waiting|proof-of-delivery|paperwork)\.spec\.ts$/;
const dataDir = mkdtempSync(path.join(tmpdir(), 'gf-e2e-'));
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--disable-quic',
    '--no-first-run',
  ],
};

/** Phone, tablet and desktop, each in real Chromium against the real server and a fresh database. */
export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  fullyParallel: true,
  workers: 2,
  // One retry in CI only, where a slow shared machine can starve a page; a retried test is
  // reported as flaky, never hidden.
  retries: process.env.CI ? 1 : 0,
  // Generous: on a loaded 2-core machine a page can take several seconds to settle.
  timeout: 90_000,
  expect: { timeout: 20_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: chromium,
  },
  projects: [
    { name: 'setup', testMatch: /.*\.setup\.ts/, use: { viewport: { width: 1440, height: 900 } } },
    {
      name: 'phone',
      use: {
        ...devices['Pixel 7'],
        viewport: { width: 390, height: 844 },
        launchOptions: chromium,
      },
      testIgnore: desktopOnly,
      dependencies: ['setup'],
    },
    {
      name: 'tablet',
      use: { viewport: { width: 820, height: 1180 }, hasTouch: true },
      testIgnore: desktopOnly,
      dependencies: ['setup'],
    },
    { name: 'desktop', use: { viewport: { width: 1440, height: 900 } }, dependencies: ['setup'] },
  ],
  webServer: {
    command: 'node --import tsx server/main.ts',
    url: `http://127.0.0.1:${port}/api/ready`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DEMO_SEED: '1',
      OTP_TEST_PHONES: e2eTestPhones(),
      OTP_SENDS_PER_IP_PER_HOUR: '10000',
    },
  },
});
