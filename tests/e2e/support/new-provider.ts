import { expect, type Page } from '@playwright/test';
import { completeProfile, SignInPage } from './sign-in-page';

/** A provider of its own (own group, trucks, drivers and trips), signed in through the UI. */
export async function signInNewProvider(page: Page, phone: string, company: string) {
  const signIn = new SignInPage(page);
  await signIn.open();
  await signIn.requestCode(phone);
  await signIn.enterCode();
  await completeProfile(page, 'provider', {
    firstName: 'Nasser',
    email: `nasser.${phone}@fleet.example`,
    company,
  });
  await expect(page).not.toHaveURL(/profile-update/);
  return page.evaluate(() => localStorage.getItem('token') ?? '');
}
