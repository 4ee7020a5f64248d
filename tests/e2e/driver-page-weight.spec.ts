import { gzipSync } from 'node:zlib';
import { expect, test, type Page, type Response } from '@playwright/test';
import {
  apiAssignFleet,
  apiConfirmedTrip,
  apiDriverLink,
  apiProvider,
  apiShipper,
} from './support/api-trip';
import { driverPhone, driverText } from './support/driver-page';
import { phoneFor } from './support/test-phones';

/**
 * Issue 21 §6: a driver link opened for the first time (a fresh phone: no service worker, no
 * cache) fetches at most 150 KiB of JavaScript, gzipped at level 9 as
 * scripts/check-web-budgets.mjs counts it, before the network is idle: every script, lazy chunks
 * included. Measured 138.2 KiB (283 before): no react-router, zod, Dexie or date-fns on a first
 * visit (the README's web budgets say how).
 */
const BUDGET_KIB = 150;
const KIB = 1024;

type Script = { path: string; gzipBytes: number };

/**
 * Resolves once the page has had no request in flight for `quietMs` (Playwright's 'networkidle'
 * is reached once per navigation; this waits again from when it is called).
 */
function networkQuiet(page: Page, quietMs = 1000) {
  let inFlight = 0;
  let lastActivity = Date.now();
  const started = () => {
    inFlight++;
    lastActivity = Date.now();
  };
  const ended = () => {
    inFlight--;
    lastActivity = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return () =>
    expect
      .poll(() => inFlight === 0 && Date.now() - lastActivity >= quietMs, {
        message: 'the page is quiet',
        intervals: [100],
        timeout: 30_000,
      })
      .toBe(true);
}

test('a first visit to a driver link fetches at most its budget of JavaScript', async ({
  browser,
  request,
}, testInfo) => {
  const shipper = await apiShipper(request, phoneFor(testInfo, 210));
  const provider = await apiProvider(request, phoneFor(testInfo, 211), 'Light Load Haulage');
  const trip = await apiConfirmedTrip(
    request,
    { shipper: shipper.token, provider: provider.token },
    { material: 'Bottled water', scheduledDate: new Date(Date.now() + 86_400_000).toISOString() },
  );
  await apiAssignFleet(request, provider.token, trip.tripId, {
    name: 'Faisal Al Harbi',
    phone: phoneFor(testInfo, 212),
  });
  const link = await apiDriverLink(request, provider.token, trip.tripId);

  const context = await driverPhone(browser);
  const page = await context.newPage();
  // The page's own requests: the worker's precaching (once registered) is not the page's load.
  const measured: Promise<Script>[] = [];
  const measure = async (response: Response): Promise<Script> => ({
    path: new URL(response.url()).pathname,
    gzipBytes: gzipSync(await response.body(), { level: 9 }).length,
  });
  page.on('response', (response) => {
    // Once the worker has installed, what it serves comes from its precache (which a first visit
    // downloads whatever the page does): not fetched again, not counted.
    if (response.request().resourceType() !== 'script' || response.fromServiceWorker()) return;
    measured.push(measure(response));
  });
  const quiet = networkQuiet(page);

  await page.goto(link.path, { waitUntil: 'networkidle' });
  await expect(
    page.getByRole('heading', {
      name: driverText('en')('header.title', { number: trip.tripNumber }),
    }),
  ).toBeVisible();
  // The trip on screen, then quiet again: whatever its screen asked for is in.
  await quiet();
  const scripts = await Promise.all(measured);
  await context.close();

  const total = scripts.reduce((sum, script) => sum + script.gzipBytes, 0);
  const table = scripts
    .sort((a, b) => b.gzipBytes - a.gzipBytes)
    .map((script) => `${(script.gzipBytes / KIB).toFixed(1).padStart(7)} KiB  ${script.path}`)
    .join('\n');
  await testInfo.attach('scripts', {
    body: `${(total / KIB).toFixed(1)} KiB in ${scripts.length} scripts\n${table}\n`,
    contentType: 'text/plain',
  });
  console.log(`Driver link, first visit: ${(total / KIB).toFixed(1)} KiB of JavaScript\n${table}`);
  expect(total / KIB, `gzipped JavaScript before idle (KiB):\n${table}`).toBeLessThanOrEqual(
    BUDGET_KIB,
  );
});
