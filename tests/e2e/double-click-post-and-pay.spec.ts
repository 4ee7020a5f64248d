import { expect, test } from '@playwright/test';
import {
  apiPostLoad,
  apiProvider,
  apiQuote,
  apiShipper,
  signedInContext,
} from './support/api-trip';
import { apiAddTruck, apiCall, FAILURE_TEXT } from './support/deal-steps';
import { expectPostedDialog, fillLoadForm } from './support/post-load-form';
import { phoneFor } from './support/test-phones';

/**
 * Issue 18: Post Load and Pay, the two mutations a shipper sends, double-clicked: one load, one
 * payment, the first success on screen and no failure text.
 */
const DESKTOP = { width: 1440, height: 900 };

type Loads = { list: { _id: string; material: string }[] };
type LoadPayments = { load: { payments?: { status: string }[]; quotes: { status: string }[] } };

test('Post Load double-clicked posts one load and shows one success', async ({
  browser,
  request,
}, testInfo) => {
  const shipper = await apiShipper(request, phoneFor(testInfo, 160));
  const context = await signedInContext(browser, shipper, 'user', DESKTOP);
  const page = await context.newPage();
  const material = 'Copper cable drums (double click)';

  await page.goto('/post-load');
  await fillLoadForm(page, {
    from: { country: 'Saudi Arabia', city: 'Riyadh' },
    to: { country: 'Saudi Arabia', city: 'Dammam' },
    material,
    weight: '12',
    truckType: '12M',
  });
  await page.getByRole('button', { name: 'Post Load' }).dblclick();
  await expectPostedDialog(page);
  await expect(page.getByText(FAILURE_TEXT)).toHaveCount(0);

  const loads = await apiCall<Loads>(
    request,
    'GET',
    '/api/loads/user?status=pending',
    shipper.token,
  );
  expect(loads.list.filter((load) => load.material === material)).toHaveLength(1);
  await context.close();
});

test('Pay double-clicked charges once and accepts the quote', async ({
  browser,
  request,
}, testInfo) => {
  const shipper = await apiShipper(request, phoneFor(testInfo, 161));
  const provider = await apiProvider(request, phoneFor(testInfo, 162), 'Double Tap Freight');
  await apiAddTruck(request, provider.token, 'DBL 1620');
  const load = await apiPostLoad(request, shipper.token, 'Marble slabs, A-frames');
  await apiQuote(request, provider.token, load.loadId, 1875);
  const context = await signedInContext(browser, shipper, 'user', DESKTOP);
  const page = await context.newPage();

  await page.goto(`/my-loads/${load.loadId}`);
  await page.getByRole('button', { name: /Double Tap Freight/ }).click();
  await page.getByRole('button', { name: 'Pay & Accept' }).dblclick();
  const payment = page.getByRole('dialog', { name: 'Complete Payment' });
  await payment.getByLabel('Card number').fill('4242424242424242');
  await payment.getByLabel('Expiry date').fill('12/30');
  await payment.getByLabel('CVC').fill('123');
  await payment.getByRole('button', { name: 'Pay SAR 1,875.00' }).dblclick();
  await expect(page.getByRole('dialog', { name: 'Payment Successful!' })).toBeVisible();
  await expect(page.getByText(FAILURE_TEXT)).toHaveCount(0);

  const seen = await apiCall<LoadPayments>(
    request,
    'GET',
    `/api/loads/${load.loadId}`,
    shipper.token,
  );
  expect(seen.load.payments?.filter((paid) => paid.status === 'succeeded')).toHaveLength(1);
  expect(seen.load.quotes.map((quote) => quote.status)).toEqual(['accepted']);
  await context.close();
});
