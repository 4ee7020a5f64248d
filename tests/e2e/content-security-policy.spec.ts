import { expect, test, type Page } from '@playwright/test';
import {
  apiAssignFleet,
  apiConfirmedTrip,
  apiDriverLink,
  apiProvider,
  apiShipper,
} from './support/api-trip';
import { noisyPng } from './support/png';
import { SignInPage } from './support/sign-in-page';
import { phoneFor } from './support/test-phones';

/**
 * Every Content-Security-Policy violation the page meets: the document's own event (named in the
 * console, so it reaches the test) and Chromium's console report of a blocked load.
 */
async function watchPolicy(page: Page) {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|securitypolicyviolation/i.test(message.text())) {
      violations.push(message.text());
    }
  });
  page.on('pageerror', (error) => {
    if (/Content Security Policy/i.test(error.message)) violations.push(error.message);
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(
        `securitypolicyviolation: ${event.effectiveDirective} refused ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
  return violations;
}

/** The page as a user leaves it: its screen drawn, its chunks and the service worker running. */
async function settle(page: Page) {
  await page.waitForLoadState('load');
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.evaluate(
    () =>
      new Promise((resolve) => requestIdleCallback(() => resolve(undefined), { timeout: 2000 })),
  );
}

test('the sign-in page, drawn first then live, and a new user signing in', async ({
  page,
}, testInfo) => {
  const violations = await watchPolicy(page);
  const signIn = new SignInPage(page);
  await signIn.open();
  // The drawn first screen has given way to the live app.
  await expect(page.locator('[data-first-screen]')).toHaveCount(0);
  await settle(page);
  await signIn.requestCode(phoneFor(testInfo, 80));
  await signIn.enterCode();
  await expect(page).toHaveURL(/\/profile-update/);
  await expect(page.getByRole('radio', { name: /Shipper/ })).toBeVisible();
  await settle(page);
  expect(violations).toEqual([]);
});

test.describe('the demo shipper', () => {
  test.use({ storageState: 'test-results/.auth/demo-shipper.json' });

  test("opens each of the shipper's pages and previews a photo to post", async ({ page }) => {
    const violations = await watchPolicy(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { name: /Welcome,/ })).toBeVisible();
    await settle(page);
    for (const path of ['/my-loads', '/notifications', '/profile', '/post-load']) {
      await page.goto(path);
      await expect(page.getByRole('heading').first(), path).toBeVisible();
      await settle(page);
    }
    // A chosen photo is shown from a blob: URL before it is uploaded.
    await page
      .locator('#post-load-images')
      .setInputFiles([{ name: 'pallets.png', mimeType: 'image/png', buffer: noisyPng(320, 240) }]);
    const preview = page.getByRole('img', { name: 'pallets.png' });
    await expect(preview).toBeVisible();
    await expect
      .poll(() => preview.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);
    expect(violations).toEqual([]);
  });
});

test.describe('the demo provider', () => {
  test.use({ storageState: 'test-results/.auth/demo-provider.json' });

  test("opens each of the provider's pages", async ({ page }) => {
    const violations = await watchPolicy(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { name: /Welcome,/ })).toBeVisible();
    await settle(page);
    for (const path of [
      '/find-loads',
      '/trips',
      '/trucks',
      '/drivers',
      '/driver-links',
      '/notifications',
    ]) {
      await page.goto(path);
      await expect(page.getByRole('heading').first(), path).toBeVisible();
      await settle(page);
    }
    expect(violations).toEqual([]);
  });
});

test("a driver's link page, with its own manifest", async ({ browser, request }, testInfo) => {
  const provider = await apiProvider(
    request,
    phoneFor(testInfo, 81),
    `CSP Haulage ${testInfo.project.name}`,
  );
  const shipper = await apiShipper(request, phoneFor(testInfo, 82));
  const trip = await apiConfirmedTrip(
    request,
    { shipper: shipper.token, provider: provider.token },
    {
      material: `Bottled water (${testInfo.project.name})`,
      scheduledDate: new Date(Date.now() + 86_400_000).toISOString(),
    },
  );
  await apiAssignFleet(request, provider.token, trip.tripId, {
    name: 'Faisal Al Harthy',
    phone: phoneFor(testInfo, 83),
  });
  const link = await apiDriverLink(request, provider.token, trip.tripId);

  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    permissions: ['geolocation'],
    geolocation: { latitude: 24.7136, longitude: 46.6753, accuracy: 15 },
  });
  const driver = await context.newPage();
  const violations = await watchPolicy(driver);
  await driver.goto(link.path);
  await expect(driver.getByRole('heading', { name: `Trip ${trip.tripNumber}` })).toBeVisible();
  await expect(driver.locator('link[rel="manifest"]')).toHaveAttribute(
    'href',
    `/api/driver-links/${link.linkId}/manifest.webmanifest?lang=en`,
  );
  await settle(driver);
  expect(violations).toEqual([]);
  await context.close();
});
