import { expect, test, type Page } from '@playwright/test';
import {
  apiPostLoad,
  apiProvider,
  apiQuote,
  apiShipper,
  signedInContext,
} from './support/api-trip';
import { screenshot } from './support/sign-in-page';
import { phoneFor } from './support/test-phones';

/** The test card form of the payment dialog, filled with the card that succeeds. */
async function payWithTestCard(page: Page, amount: string) {
  await page.getByRole('button', { name: 'Pay & Accept' }).click();
  const payment = page.getByRole('dialog', { name: 'Complete Payment' });
  await payment.getByLabel('Card number').fill('4242424242424242');
  await payment.getByLabel('Expiry date').fill('12/30');
  await payment.getByLabel('CVC').fill('123');
  await payment.getByRole('button', { name: `Pay ${amount}` }).click();
  const success = page.getByRole('dialog', { name: 'Payment Successful!' });
  await expect(success.getByText('Accepted', { exact: true })).toBeVisible();
  await success.locator('footer').getByRole('button', { name: 'Close' }).click();
}

const payments = (page: Page) => page.getByRole('region', { name: 'Payments' });

test('a cancelled acceptance is refunded, the other quote can be paid, and a cancelled load is listed as Cancelled', async ({
  browser,
  request,
  page: viewportPage,
}, testInfo) => {
  test.setTimeout(120_000);
  const project = testInfo.project.name;
  const shipper = await apiShipper(request, phoneFor(testInfo, 85));
  const first = await apiProvider(request, phoneFor(testInfo, 86), `Refund Lines ${project}`);
  const second = await apiProvider(request, phoneFor(testInfo, 87), `Second Chance ${project}`);
  const load = await apiPostLoad(request, shipper.token, `Date palms in crates (${project})`);
  await apiQuote(request, first.token, load.loadId, 4500);
  await apiQuote(request, second.token, load.loadId, 4700);

  const context = await signedInContext(browser, shipper, 'user', viewportPage.viewportSize());
  const page = await context.newPage();
  await page.goto(`/my-loads?load=${load.loadId}`);
  await expect(page.getByRole('heading', { name: 'Quotes received (2)' })).toBeVisible();

  // Pay for the first quote, then take the acceptance back: the money is refunded.
  await page.getByRole('button', { name: new RegExp(`Refund Lines ${project}`) }).click();
  await payWithTestCard(page, 'SAR 4,500.00');
  await expect(payments(page).getByText(/^Paid SAR 4,500\.00 on /)).toBeVisible();
  await page.getByRole('button', { name: new RegExp(`Refund Lines ${project}`) }).click();
  await page.getByRole('button', { name: 'Cancel Acceptance' }).click();
  await page.getByRole('button', { name: 'Yes, Cancel Acceptance' }).click();
  await expect(
    page.getByText('Acceptance cancelled. Your payment will be refunded in full.').first(),
  ).toBeVisible();
  // The server's refund step runs every few seconds; the page learns of it live or on Refresh.
  await expect(async () => {
    await page.getByRole('button', { name: 'Refresh' }).first().click();
    await expect(payments(page).getByText(/^Refunded SAR 4,500\.00 on /)).toBeVisible({
      timeout: 2_000,
    });
  }).toPass({ timeout: 30_000 });
  await screenshot(page, 'payments-refunded', project);

  // The quote the acceptance had rejected is pending again, and can be paid and accepted.
  const other = page.getByRole('button', { name: new RegExp(`Second Chance ${project}`) });
  await expect(other).toContainText('Pending');
  await other.click();
  await payWithTestCard(page, 'SAR 4,700.00');
  await expect(other).toContainText('Accepted');
  await expect(payments(page).getByText(/^Paid SAR 4,700\.00 on /)).toBeVisible();

  // A receipt for the refunded payment, ready to print.
  await payments(page).getByRole('button', { name: 'Receipt' }).first().click();
  const receipt = page.getByRole('dialog', { name: 'Payment receipt' });
  await expect(receipt.getByText('SAR 4,500.00').first()).toBeVisible();
  await expect(receipt.getByText(load.displayId).first()).toBeVisible();
  await screenshot(page, 'payment-receipt', project);
  await receipt.getByRole('button', { name: 'Close' }).first().click();

  // Another load, withdrawn by the shipper: it moves to the completed list as Cancelled.
  const withdrawn = await apiPostLoad(request, shipper.token, `Steel coils (${project})`);
  await page.goto(`/my-loads?load=${withdrawn.loadId}`);
  await expect(page.getByRole('heading', { name: `Load ${withdrawn.displayId}` })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel Load' }).click();
  const confirm = page.getByRole('dialog', { name: 'Cancel Load' });
  await confirm.getByRole('button', { name: 'Cancel Load' }).dblclick();
  await expect(page.getByText('Load cancelled', { exact: true }).first()).toBeVisible();
  await page.goto('/my-loads');
  await page.getByRole('button', { name: 'View Completed Loads' }).click();
  const row = page.getByRole('row', { name: new RegExp(withdrawn.displayId) });
  await expect(row).toContainText('Cancelled');
  await screenshot(page, 'my-loads-cancelled', project);
  await context.close();
});
