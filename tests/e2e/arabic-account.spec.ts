import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { OTP_RULES } from '../../server/modules/auth/otp-rules';
import { apiPostLoad, apiProvider, apiQuote } from './support/api-trip';
import { expectNoLatinWords } from './support/latin-words';
import { completeProfile, screenshot, SignInPage } from './support/sign-in-page';
import { phoneFor } from './support/test-phones';

/**
 * Issue 20: a user who chose Arabic gets a notification and a server error message in Arabic,
 * and the choice survives sign-out and sign-in on another browser.
 */

const html = (page: Page) => page.locator('html');

/** A text of the web app's Arabic strings, by namespace and dotted key. */
function appArabic(namespace: string, key: string): string {
  const strings = JSON.parse(readFileSync(`src/app/locales/ar/${namespace}.json`, 'utf8'));
  const text: unknown = key.split('.').reduce((node, part) => node?.[part], strings);
  if (typeof text !== 'string') throw new Error(`No ar ${namespace}:${key}`);
  return text;
}

/** The server's Arabic for one of its English messages (server/locales/ar.json). */
function serverArabic(english: string): string {
  const text = (
    JSON.parse(readFileSync('server/locales/ar.json', 'utf8')) as Record<string, string>
  )[english];
  if (!text) throw new Error(`No server Arabic for "${english}"`);
  return text;
}

/** How the server sets a value (a name, an amount, an id) inside right-to-left text. */
const isolated = (value: string) => `\u2068${value}\u2069`;

/** The language the server keeps with the user signed in on `page`, and that session's token. */
async function profileLanguage(page: Page, request: APIRequestContext) {
  const session = await page.evaluate(() => ({
    token: localStorage.getItem('token'),
    userId: localStorage.getItem('userId'),
    sessionId: localStorage.getItem('sessionId'),
  }));
  const response = await request.post('/api/user/session-verify', {
    headers: { Authorization: `Bearer ${session.token}` },
    data: { sessionId: session.sessionId, userId: session.userId },
  });
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { data: { user: { language: string } } };
  return { token: session.token ?? '', language: body.data.user.language };
}

/** The per-phone wait between two codes, with a second to spare. */
const RESEND_AFTER_MS = OTP_RULES.resendAfterMs + 1_000;

test('a shipper who chose Arabic reads a notification and an error in Arabic, and is Arabic again on another browser', async ({
  page,
  browser,
  request,
}, testInfo) => {
  const project = testInfo.project.name;
  const phone = phoneFor(testInfo, 173);
  const firstName = 'Hind';
  const company = `Nakheel Trading ${project}`;
  const carrier = `Desert Line ${project}`;

  // Browser A: a new shipper signs up in English, then chooses Arabic in the Profile.
  const signIn = new SignInPage(page);
  await signIn.open();
  await expect(html(page)).toHaveAttribute('lang', 'en');
  await signIn.requestCode(phone);
  const firstCodeAt = Date.now();
  await signIn.enterCode();
  await completeProfile(page, 'shipper', {
    firstName,
    email: `hind.${phone}@shipper.example`,
    company,
  });
  await expect(page).not.toHaveURL(/\/profile-update/);

  await page.goto('/profile');
  const saved = page.waitForResponse((response) =>
    response.url().endsWith('/api/user/update-profile'),
  );
  await page.getByRole('combobox', { name: 'Language' }).selectOption('ar');
  expect((await saved).status()).toBe(200);
  await expect(html(page)).toHaveAttribute('lang', 'ar');
  await expect(html(page)).toHaveAttribute('dir', 'rtl');
  await expect(
    page.getByRole('combobox', { name: appArabic('common', 'language.label') }),
  ).toHaveValue('ar');
  const shipper = await profileLanguage(page, request);
  expect(shipper.language).toBe('ar');

  // A provider quotes on the shipper's load: the notification reads in Arabic.
  const provider = await apiProvider(request, phoneFor(testInfo, 174), carrier);
  const load = await apiPostLoad(request, shipper.token, `Dates (${project})`);
  await apiQuote(request, provider.token, load.loadId, 3800);

  await page.goto('/notifications');
  const main = page.getByRole('main');
  const title = serverArabic('New quote received');
  const notification = main.getByRole('link', { name: new RegExp(title) });
  const description = serverArabic('{{carrier}} quoted {{amount}} for {{load}}.')
    .replace('{{carrier}}', isolated(carrier))
    .replace('{{amount}}', isolated('SAR 3,800.00'))
    .replace('{{load}}', isolated(load.displayId));
  await expect(notification).toContainText(title);
  await expect(notification).toContainText(description);
  // The names typed in the test, and the avatar's initials of the shipper's name, stay as typed.
  await expectNoLatinWords(page, [firstName, 'Tester', 'HT', company, carrier]);
  await screenshot(page, 'arabic-account-notifications', project);

  // The shipper pays with the test card that is declined: the server's refusal, in Arabic.
  await notification.click();
  await page.getByRole('button', { name: new RegExp(carrier) }).click();
  await page.getByRole('button', { name: appArabic('quotes', 'actions.payAndAccept') }).click();
  const payment = page.getByRole('dialog', { name: appArabic('payments', 'dialog.title') });
  await payment.getByLabel(appArabic('payments', 'testCard.cardNumber')).fill('4000000000000002');
  await payment.getByLabel(appArabic('payments', 'testCard.expiry')).fill('12/30');
  await payment.getByLabel(appArabic('payments', 'testCard.cvc')).fill('123');
  const payLabel = appArabic('payments', 'pay').replace('{{amount}}', '');
  await payment.getByRole('button', { name: new RegExp(`^${payLabel}`) }).click();
  await expect(payment.getByText(serverArabic('Your card was declined.'))).toBeVisible();
  await screenshot(page, 'arabic-account-card-declined', project);
  await payment.getByRole('button', { name: appArabic('payments', 'dialog.cancel') }).click();

  await page.goto('/profile');
  await page.getByRole('button', { name: appArabic('profile', 'summary.signOut') }).click();
  await expect(page).toHaveURL(/\/signin/);

  // Browser B: nothing kept from A; the sign-in page is in English until the profile is read.
  const other = await browser.newContext({ viewport: page.viewportSize() });
  const pageB = await other.newPage();
  const signInB = new SignInPage(pageB);
  await signInB.open();
  await expect(html(pageB)).toHaveAttribute('lang', 'en');
  await expect(html(pageB)).toHaveAttribute('dir', 'ltr');
  // A phone gets one code per 30 seconds, wherever it is asked from.
  await pageB.waitForTimeout(Math.max(0, firstCodeAt + RESEND_AFTER_MS - Date.now()));
  await signInB.requestCode(phone);
  await signInB.enterCode();
  await expect(pageB).not.toHaveURL(/\/signin|\/profile-update/);
  await expect(html(pageB)).toHaveAttribute('lang', 'ar');
  await expect(html(pageB)).toHaveAttribute('dir', 'rtl');
  await pageB.reload();
  await expect(html(pageB)).toHaveAttribute('lang', 'ar');
  await expect(html(pageB)).toHaveAttribute('dir', 'rtl');
  const greeting = appArabic('shell', 'welcome.greeting').replace('{{name}}', firstName);
  await expect(pageB.getByRole('heading', { name: greeting })).toBeVisible();
  // Ctrl as the key is printed, on an Arabic keyboard too.
  await expectNoLatinWords(pageB, [firstName, 'Tester', 'HT', 'Ctrl']);
  await screenshot(pageB, 'arabic-account-second-browser', project);
  await pageB.goto('/profile');
  await expect(
    pageB.getByRole('combobox', { name: appArabic('common', 'language.label') }),
  ).toHaveValue('ar');
  await other.close();
});
