import { randomBytes } from 'node:crypto';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import {
  apiAssignFleet,
  apiDeliveryProof,
  apiDriverLink,
  apiPostLoad,
  apiTripOnLoad,
  signedInContext,
} from './support/api-trip';
import { apiDealParties } from './support/deal-steps';
import { phoneFor } from './support/test-phones';
import { screenshot } from './support/sign-in-page';

/** A one-page PDF is enough for the server's byte check. */
const LICENCE_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

/** The driver's phone takes the link and reports the trip delivered (the driver page's own test drives its screens). */
async function deliverThroughLink(
  request: APIRequestContext,
  providerToken: string,
  tripId: string,
) {
  const { linkId } = await apiDriverLink(request, providerToken, tripId);
  const deviceKey = randomBytes(24).toString('base64url');
  const bound = await request.post(`/api/driver-links/verify-device/${linkId}`, {
    data: { deviceInfo: { platform: 'Android' }, tripId, deviceKey },
  });
  expect(bound.status()).toBe(200);
  await apiDeliveryProof(request, { linkId, deviceKey });
  const delivered = await request.put(`/api/trips/update/status/${tripId}`, {
    headers: { 'X-Device-Key': deviceKey, 'X-Link-Id': linkId },
    data: { status: 'completed' },
  });
  expect(delivered.status()).toBe(200);
}

type Session = Parameters<typeof signedInContext>[1];

/**
 * The new screens at the desktop's size (the page as it is) and at a phone's (the same address
 * opened in a phone-sized browser, then `open` to reach the same state).
 */
async function screenshots(
  page: Page,
  name: string,
  phone: { browser: Browser; session: Session; role: 'user' | 'provider' },
  open: (phonePage: Page) => Promise<void> = async () => {},
) {
  await screenshot(page, `${name}-1440`, 'driver-facts');
  const context = await signedInContext(phone.browser, phone.session, phone.role, {
    width: 390,
    height: 844,
  });
  const phonePage = await context.newPage();
  await phonePage.goto(page.url());
  await open(phonePage);
  await screenshot(phonePage, `${name}-390`, 'driver-facts');
  await context.close();
}

test('the provider verifies the licence, the shipper sees Verified, rates the delivered trip, and both see the rating', async ({
  browser,
  request,
}, testInfo) => {
  // Four signed-in contexts (two of them phone-sized) and a whole deal: slow on a busy machine.
  test.slow();
  const { shipper, provider } = await apiDealParties(request, testInfo, {
    first: 170,
    company: 'Facts Haulage',
  });
  const load = await apiPostLoad(request, shipper.token, 'Marble slabs');
  const tokens = { shipper: shipper.token, provider: provider.token };
  const trip = await apiTripOnLoad(request, tokens, load.loadId);
  await apiAssignFleet(request, provider.token, trip.tripId, {
    name: 'Yousef Saleh',
    phone: phoneFor(testInfo, 172),
  });
  const viewport = { width: 1440, height: 900 };
  const providerPage = await (
    await signedInContext(browser, provider, 'provider', viewport)
  ).newPage();
  const shipperPage = await (await signedInContext(browser, shipper, 'user', viewport)).newPage();
  const asProvider = { browser, session: provider, role: 'provider' } as const;
  const asShipper = { browser, session: shipper, role: 'user' } as const;
  const openDriver = async (page: Page) => {
    await page.getByText('Yousef Saleh').first().click();
    await expect(page.getByText(/^Verified by|Not verified/)).toBeVisible();
  };

  // Before any check, a driver with papers is not 'Verified' to the shipper.
  await shipperPage.goto(`/my-loads/${load.loadId}`);
  const driverCard = shipperPage.getByRole('region', { name: 'Driver' });
  await expect(driverCard.getByText('Yousef Saleh')).toBeVisible();
  await expect(driverCard.getByText('No trips completed yet')).toBeVisible();
  await expect(driverCard.getByText('Verified')).toHaveCount(0);

  // The provider uploads the licence, opens it, and verifies it.
  await providerPage.goto('/drivers');
  await providerPage.getByText('Yousef Saleh').first().click();
  const details = providerPage.getByRole('dialog', { name: 'Driver Details' });
  const licence = details.getByRole('region', { name: 'Driving licence' });
  await expect(licence.getByText('No licence document')).toBeVisible();
  await licence.locator('input[type="file"]').setInputFiles({
    name: 'licence.pdf',
    mimeType: 'application/pdf',
    buffer: LICENCE_PDF,
  });
  await expect(licence.getByText('Not verified')).toBeVisible();
  await screenshots(providerPage, 'licence-unchecked', asProvider, openDriver);
  await licence.getByRole('button', { name: 'Verify licence' }).click();
  await expect(licence.getByText(/^Verified by .+ on /)).toBeVisible();
  await screenshots(providerPage, 'licence-verified', asProvider, openDriver);

  await shipperPage.reload();
  await expect(driverCard.getByText('Verified', { exact: true })).toBeVisible();

  // Delivered: rating the driver is the shipper's loud next step.
  await deliverThroughLink(request, provider.token, trip.tripId);
  await shipperPage.reload();
  const status = shipperPage.getByRole('region', { name: 'Status' });
  await status.getByRole('button', { name: 'Rate the driver' }).click();
  const rating = shipperPage.getByRole('dialog', { name: 'Rate Yousef Saleh' });
  await rating
    .locator('label', { has: shipperPage.getByRole('radio', { name: '4 stars' }) })
    .click();
  await rating.getByRole('textbox', { name: 'Comment (optional)' }).fill('Careful with the slabs');
  await screenshots(shipperPage, 'rating-dialog', asShipper, async (page) => {
    await page.getByRole('button', { name: 'Rate the driver' }).first().click();
    await page.getByRole('dialog', { name: 'Rate Yousef Saleh' }).locator('label').nth(3).click();
  });
  await rating.getByRole('button', { name: 'Submit rating' }).click();
  const given = shipperPage.getByRole('region', { name: 'Your rating' });
  await expect(given.getByLabel('You gave 4 stars')).toBeVisible();
  await expect(given.getByText('Careful with the slabs')).toBeVisible();
  await expect(driverCard.getByText('4.0 / 5')).toBeVisible();
  await expect(driverCard.getByText('100%')).toBeVisible();
  await screenshots(shipperPage, 'rated-trip', asShipper, async (page) => {
    await page.getByRole('region', { name: 'Your rating' }).scrollIntoViewIfNeeded();
  });

  // The provider sees the same record on the driver.
  await providerPage.reload();
  await providerPage.getByText('Yousef Saleh').first().click();
  const driverRecord = details.getByRole('region', { name: 'Record' });
  await expect(driverRecord.getByText('4.0 / 5')).toBeVisible();
  await expect(driverRecord.getByText('from 1 rating')).toBeVisible();
  await expect(driverRecord.getByText('100%')).toBeVisible();
  await expect(licence.getByText(/^Verified by .+ on /)).toBeVisible();
});
