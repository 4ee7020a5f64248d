import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiPostLoad, apiProvider, apiShipper, signedInContext } from './support/api-trip';
import { screenshot } from './support/sign-in-page';
import { phoneFor } from './support/test-phones';

type Envelope<T> = { success: boolean; msg?: string; data?: T };

async function call<T>(
  request: APIRequestContext,
  url: string,
  token: string,
  body: unknown,
  method: 'GET' | 'POST' = 'POST',
): Promise<T> {
  const response = await request.fetch(url, {
    method,
    headers: { Authorization: `Bearer ${token}` },
    data: body,
  });
  const payload = (await response.json()) as Envelope<T>;
  expect(response.status(), `${url}: ${payload.msg ?? ''}`).toBe(200);
  return payload.data as T;
}

const bell = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Notifications/ });

/** Resolves once the page's event stream has answered, so nothing sent after it is missed. */
function streamOpened(page: Page) {
  return page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/events' && response.ok(),
  );
}

test('a quote reaches the shipper live: the badge rises and the open Load Details shows it', async ({
  browser,
  request,
  page: viewportPage,
}, testInfo) => {
  const project = testInfo.project.name;
  const shipper = await apiShipper(request, phoneFor(testInfo, 70));
  const provider = await apiProvider(request, phoneFor(testInfo, 71), `Live Haulage ${project}`);
  const material = `Bagged cement (${project})`;
  const load = await apiPostLoad(request, shipper.token, material);

  const context = await signedInContext(browser, shipper, 'user', viewportPage.viewportSize());
  const page = await context.newPage();
  const opened = streamOpened(page);
  await page.goto(`/my-loads?load=${load.loadId}`);
  await expect(page.getByRole('heading', { name: `Load ${load.displayId}` })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No quotes available.' })).toBeVisible();
  await expect(
    page.getByText(/^Waiting for quotes · first quote due within (59|60) minutes$/),
  ).toBeVisible();
  await expect(bell(page)).toHaveAccessibleName('Notifications');
  await opened;
  // Set on this document only: still there afterwards means the page was never reloaded.
  await page.evaluate(() => {
    (window as unknown as { notReloaded: boolean }).notReloaded = true;
  });

  await call(request, '/api/quote/create', provider.token, {
    loadId: load.loadId,
    offer: 3150,
    status: 'pending',
  });

  await expect(bell(page)).toHaveAccessibleName('Notifications, 1 unread');
  await expect(bell(page)).toHaveText('1');
  await expect(page.getByRole('heading', { name: 'Quotes received (1)' })).toBeVisible();
  await expect(page.getByText(`Live Haulage ${project}`, { exact: true })).toBeVisible();
  // The countdown is gone once a quote is in; reviewing it is the next step.
  await expect(page.getByText(/Waiting for quotes/)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Review quotes' })).toBeVisible();
  expect(
    await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded),
  ).toBe(true);
  await screenshot(page, 'notifications-live-quote', project);
  await context.close();
});

test('the notifications page: tabs, paging, opening one marks it read, mark all', async ({
  browser,
  request,
  page: viewportPage,
}, testInfo) => {
  test.setTimeout(120_000);
  const project = testInfo.project.name;
  const shipper = await apiShipper(request, phoneFor(testInfo, 72));
  const provider = await apiProvider(request, phoneFor(testInfo, 73), `Paging Freight ${project}`);
  const load = await apiPostLoad(request, shipper.token, `Ceramic tiles (${project})`);

  // One quote and eleven changes to it: twelve notifications, two pages of ten.
  await call(request, '/api/quote/create', provider.token, {
    loadId: load.loadId,
    offer: 2000,
    status: 'pending',
  });
  for (let change = 1; change <= 11; change += 1) {
    await call(request, '/api/quote/update', provider.token, {
      loadId: load.loadId,
      offer: 2000 + change * 10,
      status: 'pending',
    });
  }

  const context = await signedInContext(browser, shipper, 'user', viewportPage.viewportSize());
  const page = await context.newPage();
  await page.goto('/my-loads');
  await expect(bell(page)).toHaveAccessibleName('Notifications, 12 unread');
  await bell(page).click();

  await expect(page).toHaveURL(/\/notifications$/);
  // docs/product.md §2: the count is hidden on the page itself; the Unread tab carries it.
  await expect(bell(page)).toHaveAccessibleName('Notifications');
  const allTab = page.getByRole('tab', { name: 'All' });
  const unreadTab = page.getByRole('tab', { name: 'Unread (12)' });
  await expect(allTab).toHaveAttribute('aria-selected', 'true');
  await expect(unreadTab).toBeVisible();

  const panel = page.getByRole('tabpanel');
  const items = panel.getByRole('listitem');
  await expect(items).toHaveCount(10);
  const newest = items.first();
  await expect(newest).toContainText('Quote updated');
  await expect(newest).toContainText(
    `Paging Freight ${project} changed its quote for ${load.displayId}`,
  );
  await expect(newest).toContainText('from SAR 2,100.00 to SAR 2,110.00.');
  await expect(newest).toContainText(`${load.displayId}, Riyadh → Jeddah`);
  await expect(newest).toContainText(/Just Now|min ago|mins ago/);
  await expect(newest).toHaveAttribute('data-unread');

  const paging = page.getByRole('navigation', { name: 'Pages of notifications' });
  await expect(paging).toContainText('Page 1 of 2');
  await expect(paging).toContainText('12 notifications');
  await expect(paging.getByRole('button', { name: 'Previous' })).toBeDisabled();
  await screenshot(page, 'notifications-page', project);

  await paging.getByRole('button', { name: 'Next' }).click();
  await expect(paging).toContainText('Page 2 of 2');
  await expect(items).toHaveCount(2);
  await expect(items.last()).toContainText('New quote received');
  await expect(paging.getByRole('button', { name: 'Next' })).toBeDisabled();

  // The Unread tab starts again at its first page.
  await unreadTab.click();
  await expect(unreadTab).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(/\/notifications\?tab=unread$/);
  await expect(items).toHaveCount(10);

  // Opening one marks it read and opens its load.
  await items.first().getByRole('link').click();
  await expect(page).toHaveURL(/\/my-loads/);
  await expect(page.getByRole('heading', { name: `Load ${load.displayId}` })).toBeVisible();
  await expect(bell(page)).toHaveAccessibleName('Notifications, 11 unread');

  await page.goBack();
  await expect(page.getByRole('tab', { name: 'Unread (11)' })).toHaveAttribute(
    'aria-selected',
    'true',
  );

  await page.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(page.getByRole('tab', { name: 'Unread (0)' })).toBeVisible();
  await expect(page.getByText('No unread notifications')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();

  await page.getByRole('tab', { name: 'All' }).click();
  await expect(items).toHaveCount(10);
  await expect(panel.locator('[data-unread]')).toHaveCount(0);
  await screenshot(page, 'notifications-all-read', project);

  // Nothing unread is left for the badge either, after a reload too.
  await page.goto('/my-loads');
  await expect(page.getByRole('heading', { name: /^Active Loads/ })).toBeVisible();
  await expect(bell(page)).toHaveAccessibleName('Notifications');
  await context.close();
});
