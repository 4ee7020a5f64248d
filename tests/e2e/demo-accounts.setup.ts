import { expect, test as setup } from '@playwright/test';
import { SignInPage } from './support/sign-in-page';

/** The seeded demo accounts sign in once through the real page; role tests reuse their sessions. */
for (const [role, phone] of [
  ['shipper', '500000001'],
  ['provider', '500000002'],
  ['second-provider', '500000004'],
] as const) {
  setup(`sign in as the demo ${role}`, async ({ page }) => {
    const signIn = new SignInPage(page);
    await signIn.open();
    await signIn.requestCode(phone);
    await signIn.enterCode('123456');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: /Welcome, (Sara|Omar|Yousef)/ })).toBeVisible();
    await page.context().storageState({ path: `test-results/.auth/demo-${role}.json` });
  });
}
