import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { apiDriverLink, signedInContext } from './support/api-trip';
import { apiLoadDeal, apiTripDeal } from './support/deal-steps';
import {
  expectRightEdgeAt,
  expectRightToLeftPage,
  isMirrored,
  openInArabic,
} from './support/right-to-left';
import { screenshot, SignInPage, sidebar } from './support/sign-in-page';
import { phoneFor } from './support/test-phones';

/**
 * Issue 20: the app right to left, as Arabic shows it, at each size: every screen reads right to
 * left with nothing scrolling sideways, the sidebar stands on the right, back buttons point right
 * and the icons that point are mirrored. The screenshots (test-results/screens/<size>-rtl-*.png)
 * are for a person to look at.
 */

type Session = Parameters<typeof signedInContext>[1];

async function arabicPage(
  browser: Browser,
  session: Session,
  role: 'user' | 'provider',
  viewport: { width: number; height: number } | null,
) {
  const context = await signedInContext(browser, session, role, viewport);
  const page = await context.newPage();
  await openInArabic(page);
  return page;
}

/** The screen reads right to left with nothing scrolling sideways; a screenshot to look at. */
async function checkScreen(page: Page, name: string, project: string) {
  await expectRightToLeftPage(page);
  await screenshot(page, `rtl-${name}`, project);
}

/**
 * The shell mirrored: the menu button at the header's right end and the sidebar against the
 * right edge, beside the page from 768 px, and on phones as a drawer that opens from the right.
 */
async function expectShellOnTheRight(page: Page, project: string) {
  const width = page.viewportSize()!.width;
  const toggle = page.locator('button[aria-controls="app-sidebar"]');
  const header = (await page.getByRole('banner').boundingBox())!;
  const toggleBox = (await toggle.boundingBox())!;
  expect(toggleBox.x, 'menu button on the right').toBeGreaterThan(header.x + header.width / 2);

  const openMenu = page.getByRole('button', { name: 'Open menu' });
  if (await openMenu.isVisible()) {
    await openMenu.click();
    await expect(sidebar(page)).toBeVisible();
    await expectRightEdgeAt(sidebar(page), width);
    await screenshot(page, 'rtl-sidebar-drawer', project);
    await page.keyboard.press('Escape');
    await expect(sidebar(page)).toBeHidden();
  } else {
    await expectRightEdgeAt(sidebar(page), width);
    const main = (await page.getByRole('main').boundingBox())!;
    const nav = (await sidebar(page).boundingBox())!;
    expect(main.x + main.width, 'the page left of the sidebar').toBeLessThanOrEqual(nav.x + 1);
  }
}

/** Profile and Notifications, which both roles have. */
async function checkAccountScreens(page: Page, role: string, project: string) {
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Profile Settings' })).toBeVisible();
  await checkScreen(page, `${role}-profile`, project);

  await page.goto('/notifications');
  const notifications = page.getByRole('main').getByText(/Unread|No notifications/);
  await expect(notifications.first()).toBeVisible();
  await checkScreen(page, `${role}-notifications`, project);
}

/** A back button whose arrow points right, the way back goes in Arabic. */
async function expectBackPointsRight(button: Locator) {
  await expect(button).toBeVisible();
  expect(await isMirrored(button.locator('ion-icon, .icon').first())).toBe(true);
}

test('sign-in reads right to left, the phone and code stay left to right', async ({
  page,
}, testInfo) => {
  const project = testInfo.project.name;
  await openInArabic(page);
  const signIn = new SignInPage(page);
  await signIn.open();
  await checkScreen(page, 'sign-in', project);
  await expect(signIn.phone()).toHaveAttribute('dir', 'ltr');

  await signIn.requestCode(phoneFor(testInfo, 180));
  await checkScreen(page, 'sign-in-code', project);
  await expect(signIn.otp()).toHaveAttribute('dir', 'ltr');
  await expectBackPointsRight(page.getByRole('button', { name: 'Change number' }));
});

test("the shipper's screens, the location map and the payment dialog, right to left", async ({
  browser,
  request,
  page: viewportPage,
}, testInfo) => {
  test.setTimeout(180_000);
  const project = testInfo.project.name;
  const carrier = `Mirror Haulage ${project}`;
  const { shipper, load } = await apiLoadDeal(request, testInfo, {
    first: 181,
    company: carrier,
    material: `Glass panels (${project})`,
    offer: 4200,
  });
  const page = await arabicPage(browser, shipper, 'user', viewportPage.viewportSize());

  await page.goto('/my-loads');
  await expect(page.getByRole('heading', { name: /^Active Loads/ })).toBeVisible();
  await expect(page.getByText(load.displayId).first()).toBeVisible();
  await expectShellOnTheRight(page, project);
  await checkScreen(page, 'my-loads', project);

  await page.goto(`/my-loads/${load.loadId}`);
  await expect(page.getByRole('heading', { name: `Load ${load.displayId}` })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Quotes received (1)' })).toBeVisible();
  await expectBackPointsRight(page.getByRole('main').getByRole('button', { name: /^Back/ }));
  await checkScreen(page, 'load-details', project);

  // The map's controls follow the reading direction: zoom at the map's right edge.
  await page.getByRole('region', { name: 'Pickup Details' }).getByRole('button').click();
  const locationDialog = page.getByRole('dialog', { name: 'Update Pickup Details' });
  const map = locationDialog.getByRole('region', {
    name: 'Map: move the marker to the exact location',
  });
  await expect(map).toBeVisible();
  const zoomIn = map.getByRole('button', { name: 'Zoom in' });
  await expect(zoomIn).toBeVisible();
  const mapBox = (await map.boundingBox())!;
  const zoomBox = (await zoomIn.boundingBox())!;
  expect(zoomBox.x, 'zoom on the right').toBeGreaterThan(mapBox.x + mapBox.width / 2);
  await checkScreen(page, 'location-dialog', project);
  await locationDialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(locationDialog).toBeHidden();

  await page.getByRole('button', { name: new RegExp(carrier) }).click();
  const quoteDialog = page.getByRole('dialog', { name: 'Quote Details' });
  await expect(quoteDialog).toBeVisible();
  await checkScreen(page, 'quote-dialog', project);
  await quoteDialog.getByRole('button', { name: 'Pay & Accept' }).click();
  const payment = page.getByRole('dialog', { name: 'Complete Payment' });
  await expect(payment.getByLabel('Card number')).toBeVisible();
  await expect(payment.getByLabel('Card number')).toHaveAttribute('dir', 'ltr');
  await checkScreen(page, 'payment-dialog', project);
  await page.keyboard.press('Escape');
  await expect(payment).toBeHidden();

  await page.goto('/post-load');
  await expect(page.getByRole('heading', { name: 'Post New Load' })).toBeVisible();
  await checkScreen(page, 'post-load', project);

  await checkAccountScreens(page, 'shipper', project);
  await page.context().close();
});

test("the provider's screens and Trip Details right to left, and the shipper's running load", async ({
  browser,
  request,
  page: viewportPage,
}, testInfo) => {
  test.setTimeout(180_000);
  const project = testInfo.project.name;
  const { shipper, provider, trip } = await apiTripDeal(request, testInfo, {
    first: 184,
    company: `Mirror Freight ${project}`,
    material: `Steel coils (${project})`,
    driver: 'Faisal Al Qahtani',
  });
  const page = await arabicPage(browser, provider, 'provider', viewportPage.viewportSize());

  await page.goto('/find-loads');
  await expect(
    page
      .getByRole('main')
      .getByText(/LD-\d+/)
      .first(),
  ).toBeVisible();
  await expectShellOnTheRight(page, project);
  await checkScreen(page, 'find-loads', project);

  await page.goto('/trucks');
  await expect(page.getByRole('heading', { name: /^Active Trucks/ })).toBeVisible();
  await checkScreen(page, 'trucks', project);

  // The plate reads left to right as it is typed.
  await page.getByRole('button', { name: 'Add New Truck' }).first().click();
  const addTruck = page.getByRole('dialog', { name: 'Add New Truck' });
  await expect(addTruck.getByLabel('License plate')).toHaveAttribute('dir', 'ltr');
  await checkScreen(page, 'add-truck', project);
  await page.keyboard.press('Escape');
  await expect(addTruck).toBeHidden();

  await page.goto('/drivers');
  await expect(page.getByRole('heading', { name: /^Active Drivers/ })).toBeVisible();
  await expect(page.getByText('Faisal Al Qahtani').first()).toBeVisible();
  await checkScreen(page, 'drivers', project);

  await page.goto('/trips');
  await expect(page.getByText(trip.tripNumber).first()).toBeVisible();
  await checkScreen(page, 'trips', project);

  await page.goto(`/trips/${trip.tripId}`);
  await expect(page.getByRole('heading', { name: `Trip ${trip.tripNumber}` })).toBeVisible();
  await expectBackPointsRight(page.getByRole('main').getByRole('button', { name: /^Back/ }));
  await checkScreen(page, 'trip-details', project);

  await checkAccountScreens(page, 'provider', project);
  await page.context().close();

  // The shipper's side of the running trip: driver card, price and timeline.
  const shipperPage = await arabicPage(browser, shipper, 'user', viewportPage.viewportSize());
  await shipperPage.goto(`/my-loads/${trip.loadId}`);
  await expect(
    shipperPage.getByRole('heading', { name: `Load ${trip.loadDisplayId}` }),
  ).toBeVisible();
  await expect(shipperPage.getByText('Faisal Al Qahtani').first()).toBeVisible();
  await checkScreen(shipperPage, 'load-details-trip', project);
  await shipperPage.context().close();
});

test("the driver's page right to left", async ({
  browser,
  request,
  page: viewportPage,
}, testInfo) => {
  test.setTimeout(120_000);
  const project = testInfo.project.name;
  const { provider, trip } = await apiTripDeal(request, testInfo, {
    first: 187,
    company: `Mirror Lines ${project}`,
    material: `Tiles on pallets (${project})`,
    driver: 'Salem Al Harthy',
  });
  const { path } = await apiDriverLink(request, provider.token, trip.tripId);
  const context = await browser.newContext({
    viewport: viewportPage.viewportSize() ?? undefined,
    permissions: ['geolocation'],
    geolocation: { latitude: 24.7136, longitude: 46.6753, accuracy: 15 },
  });
  const page = await context.newPage();
  await openInArabic(page);
  await page.goto(path);
  await expect(page.getByRole('heading', { name: `Trip ${trip.tripNumber}` })).toBeVisible();
  await checkScreen(page, 'driver-page', project);
  await context.close();
});
