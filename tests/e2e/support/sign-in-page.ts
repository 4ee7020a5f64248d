import { expect, type Page } from '@playwright/test';
import { E2E_CODE } from './test-phones';

/** The sign-in page as a person uses it. */
export class SignInPage {
  constructor(readonly page: Page) {}

  country = () => this.page.getByLabel('Country code');
  phone = () => this.page.getByLabel('Phone number');
  otp = () => this.page.getByLabel('One-time password (OTP)');
  sendButton = () => this.page.getByRole('button', { name: 'Send OTP' });
  verifyButton = () => this.page.getByRole('button', { name: 'Verify OTP' });

  async open(query = '') {
    await this.page.goto(`/signin${query}`);
    await expect(this.sendButton()).toBeVisible();
  }

  async requestCode(phone: string, dialCode = '+966') {
    await this.country().selectOption(dialCode);
    await this.phone().fill(phone);
    await this.sendButton().click();
    await expect(this.page.getByText('Enter OTP', { exact: true })).toBeVisible();
  }

  async enterCode(code = E2E_CODE) {
    await this.otp().fill(code);
    await this.verifyButton().click();
  }

  async signIn(phone: string, code = E2E_CODE) {
    await this.open();
    await this.requestCode(phone);
    await this.enterCode(code);
    await expect(this.page).not.toHaveURL(/\/signin/);
  }
}

/** Complete Your Profile for a new user: the role card, then the required fields. */
export async function completeProfile(
  page: Page,
  role: 'shipper' | 'provider',
  details: { firstName: string; email: string; company: string },
) {
  await expect(page).toHaveURL(/\/profile-update/);
  await page
    .getByRole('radio', { name: role === 'shipper' ? /Shipper/ : /Transport provider/ })
    .check();
  await page.getByLabel('First name').fill(details.firstName);
  await page.getByLabel('Last name').fill('Tester');
  await page.getByLabel('Email').fill(details.email);
  await page.getByLabel('Company name').fill(details.company);
  await page.getByLabel('Company address').fill('Industrial Area, Riyadh');
  await page.getByRole('button', { name: /save|continue|complete/i }).click();
}

export function sidebar(page: Page) {
  return page.getByRole('navigation', { name: 'Main navigation' });
}

/** Below 768 px the sidebar is a drawer: open it before reading it. */
export async function openSidebarIfDrawer(page: Page) {
  const menu = page.getByRole('button', { name: 'Open menu' });
  if (await menu.isVisible()) await menu.click();
}

export async function screenshot(page: Page, name: string, project: string) {
  await page.screenshot({ path: `test-results/screens/${project}-${name}.png`, fullPage: false });
}
