import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { apiDriverLink } from './support/api-trip';
import { apiTripDeal } from './support/deal-steps';
import { phoneFor } from './support/test-phones';

/** The driver link page's namespaces: all it may fetch of a language (issue 8 web budgets). */
const DRIVER_NAMESPACES = ['app', 'common', 'pwa', 'driver-page', 'offline'];

const html = (page: Page) => page.locator('html');

/** 'Language' as a language's own strings say it. */
const languageLabel = (language: string): string =>
  JSON.parse(readFileSync(`src/app/locales/${language}/common.json`, 'utf8')).language.label;

/** The strings of other languages the page fetches: JSON files of the build, named by namespace. */
function localeFiles(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const match = /^\/assets\/([a-z-]+)-[\w-]{8}\.json$/.exec(new URL(request.url()).pathname);
    if (match?.[1] && match[1] !== 'gulf-basemap') seen.push(match[1]);
  });
  return seen;
}

test('a visitor chooses Arabic on sign-in: right to left, kept on reload, the code asked for in Arabic', async ({
  page,
}, testInfo) => {
  await page.goto('/signin');
  await expect(html(page)).toHaveAttribute('dir', 'ltr');
  await page.getByRole('combobox', { name: 'Language' }).selectOption('ar');
  await expect(html(page)).toHaveAttribute('lang', 'ar');
  await expect(html(page)).toHaveAttribute('dir', 'rtl');

  await page.reload();
  await expect(html(page)).toHaveAttribute('lang', 'ar');
  await expect(html(page)).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('combobox', { name: languageLabel('ar') })).toHaveValue('ar');

  await page.locator('#signin-phone').fill(phoneFor(testInfo, 190));
  const sent = page.waitForRequest('**/api/user/send-otp');
  await page.locator('#signin-phone').press('Enter');
  const request = await sent;
  expect(request.headers()['accept-language']).toBe('ar');
  expect(request.postDataJSON()).toMatchObject({ language: 'ar' });
});

test('a driver opens a link shared in Urdu, then chooses Bengali, which the phone keeps', async ({
  browser,
  request,
}, testInfo) => {
  const { provider, trip } = await apiTripDeal(request, testInfo, {
    first: 191,
    company: 'Many Tongues Transport',
    material: 'Bottled water',
    driver: 'Imran Hossain',
  });
  const link = await apiDriverLink(request, provider.token, trip.tripId);
  const phone = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const page = await phone.newPage();
  const fetched = localeFiles(page);
  await page.goto(`${link.path}?lang=ur`);
  await expect(html(page)).toHaveAttribute('lang', 'ur');
  await expect(html(page)).toHaveAttribute('dir', 'rtl');
  const language = page.locator('#driver-language');
  await expect(language).toHaveValue('ur');
  await expect(page.getByRole('heading', { name: new RegExp(trip.tripNumber) })).toBeVisible();
  await expect(page.getByRole('combobox', { name: languageLabel('ur') })).toBeVisible();
  // Of the languages' strings, only the driver page's own namespaces.
  expect(fetched).toContain('driver-page');
  for (const namespace of fetched) expect(DRIVER_NAMESPACES).toContain(namespace);

  await language.selectOption('bn');
  await expect(html(page)).toHaveAttribute('lang', 'bn');
  await expect(html(page)).toHaveAttribute('dir', 'ltr');
  await expect(page).toHaveURL(new RegExp(`${link.path}$`));
  await page.reload();
  await expect(html(page)).toHaveAttribute('lang', 'bn');
  await expect(language).toHaveValue('bn');
  await expect(page.getByRole('combobox', { name: languageLabel('bn') })).toBeVisible();
  await phone.close();
});
