import { expect, test } from '@playwright/test';
import { openSidebarIfDrawer, screenshot, sidebar } from './support/sign-in-page';

const menus = {
  shipper: ['My Loads', 'Post a Load', 'Notifications', 'Profile'],
  provider: [
    'Find Loads',
    'Trips',
    'Trucks',
    'Drivers',
    'Driver Links',
    'Notifications',
    'Profile',
  ],
};

for (const role of ['shipper', 'provider'] as const) {
  test.describe(`demo ${role}`, () => {
    test.use({ storageState: `test-results/.auth/demo-${role}.json` });

    test('sees exactly the role’s sidebar and is kept out of the other role’s routes', async ({
      page,
    }, testInfo) => {
      await page.goto('/');
      await expect(page.getByRole('heading', { name: /Welcome,/ })).toBeVisible();
      await screenshot(page, `welcome-${role}`, testInfo.project.name);
      await openSidebarIfDrawer(page);
      const labels = await sidebar(page).getByRole('link').allInnerTexts();
      const items = labels
        // The first line is the name; the unread badge and its spoken count follow it.
        .map((label) => (label.split('\n')[0] ?? '').replace(/\d+\+?/g, '').trim())
        .filter(
          (label) =>
            label in
            Object.fromEntries([...menus.shipper, ...menus.provider].map((name) => [name, 1])),
        );
      expect(items).toEqual(menus[role]);
      if (testInfo.project.name !== 'phone')
        await screenshot(page, `shell-${role}`, testInfo.project.name);

      const foreign = role === 'shipper' ? '/find-loads' : '/my-loads';
      const home = role === 'shipper' ? '/my-loads' : '/find-loads';
      await page.goto(foreign);
      await expect(page).toHaveURL(new RegExp(`${home}$`));
    });

    test('sees the profile with phone and country code locked, and can edit the last name', async ({
      page,
    }, testInfo) => {
      await page.goto('/profile');
      await expect(page.getByRole('button', { name: 'Edit Profile' })).toBeVisible();
      await screenshot(page, `profile-${role}`, testInfo.project.name);
      await page.getByRole('button', { name: 'Edit Profile' }).click();
      await expect(page.getByLabel('Phone number')).toBeDisabled();
      await expect(page.getByLabel('Country code')).toBeDisabled();
      const lastName = role === 'shipper' ? 'Al Harbi' : 'Khalid';
      await page.getByLabel('Last name').fill(lastName);
      const saved = page.waitForResponse((response) =>
        response.url().includes('/api/user/update-profile'),
      );
      await page.getByRole('button', { name: 'Save Changes' }).click();
      expect((await saved).status()).toBe(200);
      await expect(page.getByRole('button', { name: 'Edit Profile' })).toBeVisible();
      if (role === 'provider')
        await expect(page.getByText('Desert Line Transport').first()).toBeVisible();
    });
  });
}
