import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiAssignFleet, apiConfirmedTrip, apiShipper } from './support/api-trip';
import { E2E_CODE, phoneFor } from './support/test-phones';

/*
 * Test phone slots used here (tests/e2e/support/test-phones.ts): 40 provider, 41 shipper,
 * 42 driver.
 */

type Envelope<T> = { success: boolean; msg?: string; data?: T };
type Manifest = {
  id: string;
  start_url: string;
  scope: string;
  name: string;
  display: string;
  icons: { src: string; sizes: string; purpose?: string }[];
};

async function post<T>(request: APIRequestContext, url: string, body: unknown, token?: string) {
  const response = await request.post(url, {
    data: body,
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  const payload = (await response.json()) as Envelope<T>;
  expect(response.status(), `POST ${url}: ${payload.msg ?? ''}`).toBe(200);
  return payload.data as T;
}

/** A transport provider with its own group, made through the API. */
async function apiProvider(request: APIRequestContext, phone: string) {
  const sent = await post<{ otpId: string }>(request, '/api/user/send-otp', {
    phone,
    countryCode: '+966',
  });
  const session = await post<{ token: string; _id: string }>(request, '/api/user/verify-otp', {
    phoneNumber: phone,
    otp: E2E_CODE,
    otpId: sent.otpId,
  });
  await post(
    request,
    '/api/user/update-profile',
    {
      userId: session._id,
      userData: {
        userName: 'Nasser',
        lastName: 'Tester',
        email: `nasser.${phone}@fleet.example`,
        companyName: `Install Test Fleet ${phone}`,
        companyAddress: 'Industrial Area, Riyadh',
        userType: 'provider',
      },
    },
    session.token,
  );
  return session.token;
}

const manifestHref = (page: Page) => page.locator('link[rel="manifest"]').getAttribute('href');

async function waitForControl(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null))
    .toMatch(/\/sw\.js$/);
}

test('the app installs: a service worker takes the page, and the manifest has its icons', async ({
  page,
  request,
}) => {
  await page.goto('/signin');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null)).toMatch(
    /\/sw\.js$/,
  );
  expect(await manifestHref(page)).toBe('/manifest.webmanifest');
  await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute(
    'href',
    '/icons/apple-touch-icon-180.png',
  );

  const response = await request.get('/manifest.webmanifest');
  expect(response.headers()['content-type']).toContain('application/manifest+json');
  const manifest = (await response.json()) as Manifest;
  expect(manifest).toMatchObject({ id: '/', start_url: '/', scope: '/', display: 'standalone' });
  expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
    '192x192 any',
    '512x512 any',
    '512x512 maskable',
  ]);
  for (const icon of manifest.icons) {
    const image = await request.get(icon.src);
    expect(image.status(), icon.src).toBe(200);
    expect(image.headers()['content-type'], icon.src).toBe('image/png');
  }
});

test("a driver link installs as itself: its page names the link's manifest, online and offline", async ({
  browser,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const providerToken = await apiProvider(request, phoneFor(testInfo, 40));
  const shipper = await apiShipper(request, phoneFor(testInfo, 41));
  const trip = await apiConfirmedTrip(
    request,
    { shipper: shipper.token, provider: providerToken },
    {
      material: `Boxed dates (${testInfo.project.name})`,
      scheduledDate: new Date(Date.now() + 86_400_000).toISOString(),
    },
  );
  await apiAssignFleet(request, providerToken, trip.tripId, {
    name: 'Fahad Al Qahtani',
    phone: phoneFor(testInfo, 42),
  });
  const { linkUrl, link } = await post<{ linkUrl: string; link: { _id: string } }>(
    request,
    '/api/driver-links/create',
    { tripId: trip.tripId },
    providerToken,
  );
  const linkManifest = `/api/driver-links/${link._id}/manifest.webmanifest`;
  // Named in the language the page shows: the home-screen icon is named in it.
  const linkManifestInEnglish = `${linkManifest}?lang=en`;

  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const driver = await context.newPage();

  // First load: the server rewrote the shell.
  await driver.goto(linkUrl);
  expect(await manifestHref(driver)).toBe(linkManifestInEnglish);
  const manifest = (await (await request.get(linkManifest)).json()) as Manifest;
  expect(manifest).toMatchObject({ id: linkUrl, start_url: linkUrl, scope: linkUrl });
  expect(manifest.name).toBe(`Gulf Freight – Trip ${trip.tripNumber}`);

  // Controlled and offline: the worker answers with the precached shell, rewritten the same way.
  await waitForControl(driver);
  await context.setOffline(true);
  const offlineLoad = await driver.reload();
  expect(offlineLoad?.fromServiceWorker()).toBe(true);
  await expect.poll(() => manifestHref(driver)).toBe(linkManifestInEnglish);
  // Any other page of the app keeps the app's own manifest.
  await driver.goto('/signin');
  expect(await manifestHref(driver)).toBe('/manifest.webmanifest');
  await context.setOffline(false);
  await context.close();
});
