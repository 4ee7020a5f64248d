import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { e2eTestPhones } from './tests/e2e/support/test-phones';

const port = Number(process.env.E2E_PORT ?? 4318);
/**
 * Three sizes only where layout is what a test checks (the team's rule): the lists show every
 * column without sideways scrolling, the UI kit's lists, the right-to-left screens and the roles'
 * navigation (a sidebar on a desktop, a menu on a phone). Every other spec is about behaviour and
 * runs once, at desktop size; those that work a driver's phone open a 390×844 context themselves.
 * `E2E_ALL_SIZES=1` runs every spec at all three sizes: the screenshot tour of every flow at
 * 390×844, 820×1180 and 1440×900 (test-results/screens), to look at before calling a screen done.
 */
const layoutSpecs = /\/(lists-loads|lists-trips|ui-kit-lists|right-to-left|roles)\.spec\.ts$/;
const atEverySize = process.env.E2E_ALL_SIZES === '1' ? /\.spec\.ts$/ : layoutSpecs;
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
    // Recording a trace slows every step (measured: driver-mode 72 → 39 s, money 45 → 26 s): in
    // CI only the retry of a failed test records one; a local run keeps a failure's.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
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
      testMatch: atEverySize,
      dependencies: ['setup'],
    },
    {
      name: 'tablet',
      use: { viewport: { width: 820, height: 1180 }, hasTouch: true },
      testMatch: atEverySize,
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
