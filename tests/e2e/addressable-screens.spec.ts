import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { apiPostLoad, apiShipper, signedInContext } from './support/api-trip';
import { apiLoadDeal, apiTripDeal } from './support/deal-steps';
import { waitForPersistedCache, waitForServiceWorker } from './support/offline';
import { screenshot } from './support/sign-in-page';
import { phoneFor } from './support/test-phones';

/**
 * Issue 18: Load Details and Trip Details have addresses of their own (reload, a shared link and
 * Back keep them), and browser Back closes an open dialog instead of leaving the page.
 */

test('a load has its own address: a notification opens it, reload keeps it, Back closes the payment dialog in place', async ({
  browser,
  request,
  page: viewportPage,
}, testInfo) => {
  test.setTimeout(120_000);
  const project = testInfo.project.name;
  const carrier = `Addressable Haulage ${project}`;
  const { shipper, load } = await apiLoadDeal(request, testInfo, {
    first: 90,
    company: carrier,
    material: `Marble slabs (${project})`,
    offer: 4200,
  });
  const detailsUrl = new RegExp(`/my-loads/${load.loadId}$`);
  const heading = `Load ${load.displayId}`;

  const context = await signedInContext(browser, shipper, 'user', viewportPage.viewportSize());
  const page = await context.newPage();

  // The quote's notification links to the load's own address.
  await page.goto('/notifications');
  await page.getByRole('link', { name: /New quote received/ }).click();
  await expect(page).toHaveURL(detailsUrl);
  await expect(page.getByRole('heading', { name: heading })).toBeVisible();
  await expect(page).toHaveTitle(`${heading} · My Loads · Gulf Freight`);
  // Opened from a link, its back button goes to My Loads.
  await page.getByRole('button', { name: 'Back to My Loads' }).click();
  await expect(page).toHaveURL(/\/my-loads$/);

  // From the list: a row opens the details at their address, and a reload keeps them.
  await page.getByRole('row', { name: new RegExp(load.displayId) }).click();
  await expect(page).toHaveURL(detailsUrl);
  await expect(page.getByRole('heading', { name: heading })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: heading })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Quotes received (1)' })).toBeVisible();
  await screenshot(page, 'load-details-address', project);

  // Back closes the quote dialog and stays on the load.
  const quoteCard = page.getByRole('button', { name: new RegExp(carrier) });
  await quoteCard.click();
  const quoteDialog = page.getByRole('dialog', { name: 'Quote Details' });
  await expect(quoteDialog).toBeVisible();
  await page.goBack();
  await expect(quoteDialog).toBeHidden();
  await expect(page).toHaveURL(detailsUrl);
  await expect(page.getByRole('heading', { name: heading })).toBeVisible();

  // Back during payment (the phone's back gesture) closes the card form, not the page.
  await quoteCard.click();
  await quoteDialog.getByRole('button', { name: 'Pay & Accept' }).click();
  const payment = page.getByRole('dialog', { name: 'Complete Payment' });
  await payment.getByLabel('Card number').fill('4242424242424242');
  await screenshot(page, 'payment-dialog-before-back', project);
  await page.goBack();
  await expect(payment).toBeHidden();
  await expect(page).toHaveURL(detailsUrl);
  await expect(page.getByRole('heading', { name: heading })).toBeVisible();
  await expect(quoteCard).toContainText('Pending');
  await screenshot(page, 'payment-dialog-after-back', project);

  // The dialogs left nothing behind: one Back returns to the list the load was opened from.
  await page.goBack();
  await expect(page).toHaveURL(/\/my-loads$/);
  await expect(page.getByRole('heading', { name: /^Active Loads/ })).toBeVisible();
  await expect(page).toHaveTitle('My Loads · Gulf Freight');
  await page.goForward();
  await expect(page.getByRole('heading', { name: heading })).toBeVisible();
  await context.close();
});

test('a trip has its own address: reload keeps it and it closes back to the filtered list', async ({
  browser,
  request,
  page: viewportPage,
}, testInfo) => {
  test.setTimeout(120_000);
  const project = testInfo.project.name;
  const { provider, trip } = await apiTripDeal(request, testInfo, {
    first: 92,
    company: `Route Keepers ${project}`,
    material: `Bagged rice (${project})`,
  });
  const heading = `Trip ${trip.tripNumber}`;
  const context = await signedInContext(browser, provider, 'provider', viewportPage.viewportSize());
  const page = await context.newPage();

  await page.goto('/trips?status=confirmed');
  await page.getByRole('row', { name: new RegExp(trip.tripNumber) }).click();
  await expect(page).toHaveURL(new RegExp(`/trips/${trip.tripId}\\?status=confirmed$`));
  await expect(page.getByRole('heading', { name: heading })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: heading })).toBeVisible();
  await expect(page).toHaveTitle(`${heading} · Trips · Gulf Freight`);
  await screenshot(page, 'trip-details-address', project);

  await page.getByRole('button', { name: 'Back to Trips' }).click();
  await expect(page).toHaveURL(/\/trips\?status=confirmed$/);
  await expect(page.getByRole('row', { name: new RegExp(trip.tripNumber) })).toBeVisible();

  // A link from before the details had an address still opens them.
  await page.goto(`/trips?trip=${trip.tripId}`);
  await expect(page).toHaveURL(new RegExp(`/trips/${trip.tripId}$`));
  await expect(page.getByRole('heading', { name: heading })).toBeVisible();

  // Another company's trip, or none: said plainly, with the way back.
  await page.goto(`/trips/${randomUUID()}`);
  await expect(page.getByRole('heading', { name: 'Trip not found' })).toBeVisible();
  await screenshot(page, 'trip-not-found', project);
  await page.getByRole('link', { name: 'Back to Trips' }).click();
  await expect(page).toHaveURL(/\/trips$/);

  // A provider has no My Loads: the role guard sends it home, as for the list.
  await page.goto(`/my-loads/${randomUUID()}`);
  await expect(page).toHaveURL(/\/find-loads$/);
  await context.close();
});

test("another shipper's load is not found; a shipper opening a trip's address is sent home", async ({
  browser,
  request,
  page: viewportPage,
}, testInfo) => {
  const project = testInfo.project.name;
  const owner = await apiShipper(request, phoneFor(testInfo, 94));
  const other = await apiShipper(request, phoneFor(testInfo, 95));
  const load = await apiPostLoad(request, owner.token, `Copper wire (${project})`);
  const context = await signedInContext(browser, other, 'user', viewportPage.viewportSize());
  const page = await context.newPage();

  await page.goto(`/my-loads/${load.loadId}`);
  await expect(page.getByRole('heading', { name: 'Load not found' })).toBeVisible();
  await expect(page.getByText(load.displayId)).toHaveCount(0);
  await expect(page).toHaveTitle('Load not found · My Loads · Gulf Freight');
  await screenshot(page, 'load-not-found', project);
  await page.getByRole('link', { name: 'Back to My Loads' }).click();
  await expect(page).toHaveURL(/\/my-loads$/);
  await expect(page.getByRole('heading', { name: /^Active Loads/ })).toBeVisible();

  await page.goto(`/trips/${randomUUID()}`);
  await expect(page).toHaveURL(/\/my-loads$/);
  await context.close();
});

test('a load details address reloads offline from the saved copy', async ({
  browser,
  request,
  page: viewportPage,
}, testInfo) => {
  const project = testInfo.project.name;
  const shipper = await apiShipper(request, phoneFor(testInfo, 96));
  const load = await apiPostLoad(request, shipper.token, `Olive oil in drums (${project})`);
  const context = await signedInContext(browser, shipper, 'user', viewportPage.viewportSize());
  const page = await context.newPage();

  await page.goto(`/my-loads/${load.loadId}`);
  await expect(page.getByRole('heading', { name: `Load ${load.displayId}` })).toBeVisible();
  await waitForServiceWorker(page);
  await waitForPersistedCache(page, load.displayId);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText("You're offline")).toBeVisible();
  await expect(page.getByRole('heading', { name: `Load ${load.displayId}` })).toBeVisible();
  await context.close();
});
