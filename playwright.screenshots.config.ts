import { defineConfig } from '@playwright/test';
import e2e from './playwright.config';

/**
 * `npm run screenshots`: every screen at 390×844, 820×1180 and 1440×900 into docs/screenshots,
 * for the README and for looking at (not part of `npm test`: it asserts what it shows, but its
 * product is the pictures). Same real server, database and Chromium as the browser tests.
 */
export default defineConfig({
  ...e2e,
  testDir: 'tests/screenshots',
  outputDir: 'test-results/screenshots',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 600_000,
  reporter: [['list']],
  projects: [{ name: 'desktop', use: { viewport: { width: 1440, height: 900 } } }],
});
