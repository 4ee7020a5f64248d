import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  apiDriverLink,
  apiPostLoad,
  apiProvider,
  apiQuote,
  apiShipper,
  signedInContext,
} from './support/api-trip';
import { apiCall, apiTripDeal, totalIn } from './support/deal-steps';
import { deliverWithProof, scrollToChargeForm } from './support/driver-page';
import { screenshot } from './support/sign-in-page';
import { phoneFor } from './support/test-phones';

const DESKTOP = { width: 1440, height: 900 };

/**
 * Issue 18: the shipper, the provider and the driver read one status vocabulary and one total
 * (base price plus approved charges) for the same load, at every step of the trip.
 */
test('status labels and totals are identical for shipper, provider and driver at every step', async ({
  browser,
  request,
}, testInfo) => {
  test.setTimeout(240_000);
  const project = testInfo.project.name;
  const { shipper, provider, trip } = await apiTripDeal(request, testInfo, {
    first: 100,
    company: 'One Word Transport',
    material: 'Date palms in pots',
    driver: 'Saeed Al Qahtani',
  });
  const link = await apiDriverLink(request, provider.token, trip.tripId);
  const { loadId } = await apiCall<{ loadId: string }>(
    request,
    'GET',
    `/api/trips/getbyid/${trip.tripId}`,
    provider.token,
  );

  const shipperPage = await (await signedInContext(browser, shipper, 'user', DESKTOP)).newPage();
  const providerPage = await (
    await signedInContext(browser, provider, 'provider', DESKTOP)
  ).newPage();
  const phone = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const driverPage = await phone.newPage();
  await driverPage.goto(link.path);
  await expect(driverPage.getByRole('heading', { name: `Trip ${trip.tripNumber}` })).toBeVisible();

  /**
   * Each role's screen, opened afresh, settles on the label and total. One load of the page per
   * step: it shows its saved copy first and then the server's answer, and a new navigation on
   * every poll could cancel that answer on a slow machine and keep the saved copy on screen.
   */
  type Role = 'shipper' | 'provider' | 'driver';
  /** How each role opens its screen afresh, and where that screen shows the status and total. */
  const screens: Record<
    Role,
    { open: (page: Page) => Promise<unknown>; status: (page: Page) => Locator; charges: string }
  > = {
    shipper: {
      open: (page) => page.goto(`/my-loads?load=${loadId}`),
      status: (page) => page.getByRole('region', { name: 'Status' }),
      charges: 'Trip charges',
    },
    provider: {
      open: (page) => page.goto(`/trips?trip=${trip.tripId}`),
      status: (page) => page.getByRole('region', { name: 'Trip status' }),
      charges: 'Charges',
    },
    driver: {
      open: (page) => page.reload(),
      status: (page) => page.getByLabel('Trip status'),
      charges: 'Charges',
    },
  };

  async function expectSeen(page: Page, role: Role, label: string, total: string) {
    const screen = screens[role];
    await screen.open(page);
    const badge = screen.status(page).locator('[data-tone]');
    await expect(badge, `the ${role}'s status`).toHaveText(label);
    const charges = page.getByRole('region', { name: screen.charges });
    await expect(totalIn(charges), `the ${role}'s total`).toHaveText(total);
  }

  async function expectEveryRole(label: string, total: string, step: string) {
    await expectSeen(shipperPage, 'shipper', label, total);
    await expectSeen(providerPage, 'provider', label, total);
    await expectSeen(driverPage, 'driver', label, total);
    await screenshot(providerPage, `trip-details-${step}`, project);
    await screenshot(driverPage, `driver-page-${step}`, project);
  }

  /** The driver takes the highlighted next step (chosen from the start) and confirms it. */
  async function driverMovesTo(status: string) {
    await driverPage.getByRole('button', { name: 'Update Status' }).click();
    const dialog = driverPage.getByRole('dialog', { name: 'Update Status' });
    await expect(dialog.getByRole('radio', { name: new RegExp(`^${status}`) })).toBeChecked();
    await screenshot(driverPage, `driver-status-dialog-${status}`, project);
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    if (status === 'Completed') {
      const step = await deliverWithProof(driverPage, 'Khalid Al Mansoori');
      await expect(step).toBeHidden();
    }
    await expect(driverPage.getByRole('dialog')).toHaveCount(0);
  }

  // The quote was 2,750 SAR: the base price is the total until a charge is approved.
  await expectEveryRole('Confirmed', 'SAR 2,750.00', '1-confirmed');
  await driverMovesTo('Out to Collect');
  await expectEveryRole('Out to Collect', 'SAR 2,750.00', '2-out-to-collect');

  // A charge waiting for approval is owed by nobody yet; once approved, everyone's total grows.
  await (await scrollToChargeForm(driverPage)).fill('Port gate fee');
  await driverPage.getByLabel(/^Amount/).fill('150');
  await driverPage.getByRole('button', { name: 'Add Charge' }).click();
  await expect(driverPage.getByText('Charge added successfully')).toBeVisible();
  await driverMovesTo('Loaded');
  await expectEveryRole('Loaded', 'SAR 2,750.00', '3-loaded-charge-waiting');
  await providerPage.getByRole('button', { name: 'Approve Port gate fee in full' }).click();
  await expect(providerPage.getByText('Charge approved').first()).toBeVisible();
  await expectEveryRole('Loaded', 'SAR 2,900.00', '4-loaded-charge-approved');
  // The price blocks themselves, below the fold on both screens.
  await driverPage
    .getByRole('region', { name: 'Charges' })
    .screenshot({ path: `test-results/screens/${project}-driver-page-charges.png` });
  await providerPage
    .getByRole('region', { name: 'Charges' })
    .screenshot({ path: `test-results/screens/${project}-trip-details-charges.png` });

  await driverMovesTo('Out to Unload');
  await expectEveryRole('Out to Unload', 'SAR 2,900.00', '5-out-to-unload');
  await driverMovesTo('Completed');
  await expectEveryRole('Completed', 'SAR 2,900.00', '6-completed');

  // The timeline names its steps as the pills do, and every step happened but Load Ready.
  await shipperPage.goto(`/my-loads?load=${loadId}`);
  const timeline = shipperPage.getByRole('list', { name: 'Trip timeline' });
  await expect(timeline.getByRole('listitem')).toHaveText([
    /^Load Ready.*Skipped/,
    /^Out to Collect/,
    /^Loaded/,
    /^Out to Unload/,
    /^Completed/,
  ]);
  await expect(timeline).not.toContainText('Trip Started');
  await screenshot(shipperPage, 'load-details-completed', project);
  await phone.close();
});

test("the shipper's Load Details with quotes waiting: Review quotes is the one next step", async ({
  browser,
  request,
}, testInfo) => {
  const shipper = await apiShipper(request, phoneFor(testInfo, 103));
  const cheaper = await apiProvider(request, phoneFor(testInfo, 104), 'Cheaper Carriers');
  const dearer = await apiProvider(request, phoneFor(testInfo, 105), 'Dearer Lines');
  const load = await apiPostLoad(request, shipper.token, 'Olive oil in drums');
  await apiQuote(request, dearer.token, load.loadId, 3100);
  await apiQuote(request, cheaper.token, load.loadId, 2650);
  const page = await (await signedInContext(browser, shipper, 'user', DESKTOP)).newPage();

  await page.goto(`/my-loads?load=${load.loadId}`);
  const status = page.getByRole('region', { name: 'Status' });
  await expect(status.getByText('Lowest price: SAR 2,650.00 from Cheaper Carriers')).toBeVisible();
  const review = status.getByRole('button', { name: 'Review quotes' });
  await expect(status.getByRole('button', { name: 'Set Load ready for pickup' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Cheaper Carriers/ })).toContainText('View & pay');
  for (const [name, size] of [
    ['phone', { width: 390, height: 844 }],
    ['tablet', { width: 820, height: 1180 }],
    ['desktop', DESKTOP],
  ] as const) {
    await page.setViewportSize(size);
    await expect(review).toBeVisible();
    await screenshot(page, `load-details-quotes-waiting-${name}`, testInfo.project.name);
  }
  await review.click();
  const dialog = page.getByRole('dialog', { name: 'Quote Details' });
  await expect(dialog).toContainText('Cheaper Carriers');
  await expect(dialog.getByRole('button', { name: 'Pay & Accept' })).toBeEnabled();
});
