import urduShare from '../../src/app/locales/ur/driver-share.json' with { type: 'json' };
import { expect, test, type Browser, type Page } from '@playwright/test';
import { apiAssignFleet, apiConfirmedTrip, apiShipper, signedInContext } from './support/api-trip';
import { deliverWithProof, scrollToChargeForm } from './support/driver-page';
import { signInNewProvider } from './support/new-provider';
import { noisyPng } from './support/png';
import { screenshot } from './support/sign-in-page';
import { phoneFor } from './support/test-phones';

const RIYADH = { latitude: 24.7136, longitude: 46.6753, accuracy: 15 };

/** A driver's phone: small screen, touch, location allowed and set. */
async function phone(browser: Browser) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    permissions: ['geolocation'],
    geolocation: RIYADH,
  });
  return context.newPage();
}

async function moveTripTo(driver: Page, status: string, done = `Status updated to ${status}`) {
  await driver.getByRole('button', { name: 'Update Status' }).click();
  const dialog = driver.getByRole('dialog', { name: 'Update Status' });
  await expect(
    dialog.getByText(
      'This cannot be undone. Make sure the new status is right before you confirm.',
    ),
  ).toBeVisible();
  await dialog.getByRole('radio', { name: new RegExp(`^${status}`) }).check({ force: true });
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  // Completing hands the goods over: the receiver's name and signature, then the link closes.
  if (status === 'Completed') await deliverWithProof(driver, 'Khalid Al Mansoori');
  await expect(driver.getByText(done)).toBeVisible();
}

test('the driver works the trip from a locked link; provider and shipper see it all', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  const project = testInfo.project.name;
  const providerToken = await signInNewProvider(
    page,
    phoneFor(testInfo, 30),
    `Amri Transport ${project}`,
  );
  const shipper = await apiShipper(request, phoneFor(testInfo, 31));
  const trip = await apiConfirmedTrip(
    request,
    { shipper: shipper.token, provider: providerToken },
    {
      material: `Chilled dairy on pallets (${project})`,
      scheduledDate: new Date(Date.now() + 86_400_000).toISOString(),
    },
  );
  await apiAssignFleet(request, providerToken, trip.tripId, {
    name: 'Yousef Al Amri',
    phone: phoneFor(testInfo, 32),
  });

  // The provider makes the link in Trip Details.
  await page.goto(`/trips?trip=${trip.tripId}`);
  // The trip's next step and the links section both offer it where the screen shows both.
  await page.getByRole('button', { name: 'Create Driver Tracking Link' }).first().click();
  const create = page.getByRole('dialog', { name: 'Create Driver Tracking Link' });
  await expect(create).toContainText('Yousef Al Amri');
  await create.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page.getByText('Tracking link ready')).toBeVisible();
  const linkUrl = await page
    .getByRole('textbox', { name: 'Tracking link', exact: true })
    .inputValue();
  // Opening in the driver's language: the provider's own unless chosen otherwise.
  expect(linkUrl).toMatch(new RegExp(`/trip/${trip.tripId}/details/[A-Za-z0-9_-]{22}\\?lang=en$`));
  // Shared in Urdu: the link opens in it and the WhatsApp message is written in it.
  await page.getByLabel("Driver's language").selectOption('ur');
  await expect(page.getByRole('textbox', { name: 'Tracking link', exact: true })).toHaveValue(
    linkUrl.replace(/lang=en$/, 'lang=ur'),
  );
  const whatsapp = page.getByRole('link', { name: 'Share on WhatsApp' });
  const urduWords = urduShare.text.slice(urduShare.text.indexOf(') ') + 2);
  await expect
    .poll(async () => decodeURIComponent((await whatsapp.getAttribute('href')) ?? ''))
    .toContain(urduWords);
  await screenshot(page, 'link-created', project);
  await page.keyboard.press('Escape');

  // The first phone to open it gets the trip; a second phone is refused.
  const driver = await phone(browser);
  await driver.goto(linkUrl);
  await expect(driver.getByRole('heading', { name: `Trip ${trip.tripNumber}` })).toBeVisible();
  await expect(driver.getByText(/^Sharing location · last sent/)).toBeVisible();
  const stranger = await phone(browser);
  await stranger.goto(linkUrl);
  await expect(stranger.getByText('Access denied')).toBeVisible();
  await expect(
    stranger.getByText(
      'This link may have been opened on another device, or it is no longer active.',
    ),
  ).toBeVisible();
  await screenshot(stranger, 'driver-access-denied', project);

  // The driver moves the trip on and adds a charge with a photo.
  await moveTripTo(driver, 'Out to Collect');
  await moveTripTo(driver, 'Loaded');
  await (await scrollToChargeForm(driver)).fill('  Toll at Al Batha border  ');
  await driver.getByLabel(/^Amount/).fill('45.50');
  await driver
    .locator('input[type="file"]')
    .setInputFiles([{ name: 'receipt.png', mimeType: 'image/png', buffer: noisyPng(640, 480) }]);
  await driver.getByRole('button', { name: 'Add Charge' }).click();
  await expect(driver.getByText('Charge added successfully')).toBeVisible();
  await expect(driver.getByText('Waiting for approval')).toBeVisible();
  await screenshot(driver, 'driver-page', project);

  // The provider approves it from Trip Details.
  await page.reload();
  await page.getByRole('button', { name: 'Approve Toll at Al Batha border in full' }).click();
  await expect(page.getByText('Charge approved').first()).toBeVisible();
  // The provider follows the truck too.
  await expect(page.getByRole('region', { name: 'Transport details' })).toContainText(
    'Near Riyadh, Saudi Arabia',
  );
  await screenshot(page, 'trip-details-links', project);

  // Offline at a border crossing, the truck moves on (at a plausible speed since the last fix):
  // the fix waits on the phone, then goes.
  await driver.context().setOffline(true);
  await driver.context().setGeolocation({ latitude: 24.7163, longitude: 46.6753, accuracy: 10 });
  await expect(driver.getByText('Waiting to sync: 1')).toBeVisible();
  await screenshot(driver, 'driver-offline', project);
  await driver.context().setOffline(false);
  await expect(driver.getByText(/Waiting to sync/)).toHaveCount(0);
  await expect
    .poll(async () => {
      const response = await request.get(`/api/trips/getbyid/${trip.tripId}`, {
        headers: { Authorization: `Bearer ${providerToken}` },
      });
      const body = (await response.json()) as { data?: { location?: { coordinates: number[] } } };
      return body.data?.location?.coordinates[1];
    })
    .toBe(24.7163);

  await moveTripTo(driver, 'Out to Unload');
  await moveTripTo(driver, 'Completed', 'Trip completed. Thank you! This link is now closed.');
  await expect(driver.getByText('Waiting for approval')).toHaveCount(0);

  // The shipper sees the finished timeline, the approved charge and the last position.
  const shipperContext = await signedInContext(browser, shipper, 'user', page.viewportSize());
  const shipperPage = await shipperContext.newPage();
  await shipperPage.goto('/my-loads');
  await shipperPage.getByRole('button', { name: 'View Completed Loads' }).click();
  await shipperPage.getByRole('row', { name: new RegExp(`${trip.loadDisplayId}\\b`) }).click();
  const timeline = shipperPage.getByRole('list', { name: 'Trip timeline' });
  await expect(timeline).toContainText('Completed');
  const charges = shipperPage.getByRole('region', { name: 'Trip charges' });
  await expect(charges).toContainText('Toll at Al Batha border');
  await expect(charges).toContainText('SAR 45.50');
  await expect(shipperPage.getByText(/^Last Updated (Just Now|\d+ mins? ago)/)).toBeVisible();
  await expect(shipperPage.getByText('Near Riyadh, Saudi Arabia')).toBeVisible();
  await screenshot(shipperPage, 'shipper-completed-trip', project);
});
