import {
  expect,
  test,
  type APIRequestContext,
  type Browser,
  type Locator,
  type Page,
} from '@playwright/test';
import { apiDriverLink, signedInContext } from './support/api-trip';
import { apiCall, apiLoadDeal, apiTripDeal } from './support/deal-steps';
import { expectNoLatinWords } from './support/latin-words';
import { arabic } from './support/locale-text';
import { expectRightEdgeAt, expectRightToLeftPage, isMirrored } from './support/right-to-left';
import { screenshot } from './support/sign-in-page';
import { phoneFor } from './support/test-phones';

/**
 * Issue 20: the app in Arabic, as an Arabic reader chooses it, at each size: every screen reads
 * right to left with nothing scrolling sideways and no English word on it (ids, the brand and
 * what the test itself typed aside), the sidebar stands on the right, back buttons point right
 * and the icons that point are mirrored. The screenshots (test-results/screens/<size>-rtl-*.png)
 * are for a person to look at.
 */

type Session = Parameters<typeof signedInContext>[1];

/**
 * What the API helpers typed for the parties (support/deal-api.ts), and the initials of their
 * names on the avatar: theirs, not the app's.
 */
const PARTY_DATA = [
  ...['Hind', 'Al Saud', 'Nasser', 'Al Amri', 'HA', 'NA'],
  ...['Hind Trading', 'King Fahd Road, Riyadh'],
];

/** The truck and driver the API helpers add (support/deal-api.ts apiAssignTruckAndDriver). */
const FLEET_DATA = ['Border runner', 'Scania R 450', 'SA-DL-7781204'];

/**
 * The materials of the loads on Find Loads: other tests' shippers typed them. A hundred, newest
 * first, so loads posted since the page loaded do not push out ones it shows.
 */
async function boardMaterials(request: APIRequestContext, token: string) {
  const rows = await apiCall<{ material: string | null }[]>(request, 'POST', '/api/loads', token, {
    page: 1,
    limit: 100,
  });
  return rows.flatMap((row) => (row.material ? [row.material] : []));
}

/** A signed-in user who chose Arabic (on another device: it is kept with their profile). */
async function arabicPage(
  { browser, request }: { browser: Browser; request: APIRequestContext },
  session: Session,
  role: 'user' | 'provider',
  viewport: { width: number; height: number } | null,
) {
  await apiCall(request, 'POST', '/api/user/update-profile', session.token, {
    userId: session._id,
    userData: { language: 'ar' },
  });
  const context = await signedInContext(browser, session, role, viewport);
  return context.newPage();
}

/**
 * The screen in Arabic, right to left, nothing scrolling sideways, no English left on it but
 * `userData`; a screenshot to look at.
 */
async function checkScreen(page: Page, name: string, project: string, userData: string[] = []) {
  await expectRightToLeftPage(page);
  await expectNoLatinWords(page, [...PARTY_DATA, ...userData]);
  await screenshot(page, `rtl-${name}`, project);
}

/**
 * The shell mirrored: the menu button at the header's right end and the sidebar against the
 * right edge, beside the page from 768 px, and on phones as a drawer that opens from the right.
 */
async function expectShellOnTheRight(page: Page, project: string, userData: string[]) {
  // The profile's Arabic may arrive just after the page's first paint, on a device new to it.
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const sidebar = page.getByRole('navigation', { name: arabic('shell:nav.label') });
  const width = page.viewportSize()!.width;
  const toggle = page.locator('button[aria-controls="app-sidebar"]');
  const header = (await page.getByRole('banner').boundingBox())!;
  const toggleBox = (await toggle.boundingBox())!;
  expect(toggleBox.x, 'menu button on the right').toBeGreaterThan(header.x + header.width / 2);

  const openMenu = page.getByRole('button', { name: arabic('shell:sidebar.openMenu') });
  if (await openMenu.isVisible()) {
    await openMenu.click();
    await expect(sidebar).toBeVisible();
    await expectRightEdgeAt(sidebar, width);
    await expectNoLatinWords(page, [...PARTY_DATA, ...userData]);
    await screenshot(page, 'rtl-sidebar-drawer', project);
    await page.keyboard.press('Escape');
    await expect(sidebar).toBeHidden();
  } else {
    await expectRightEdgeAt(sidebar, width);
    const main = (await page.getByRole('main').boundingBox())!;
    const nav = (await sidebar.boundingBox())!;
    expect(main.x + main.width, 'the page left of the sidebar').toBeLessThanOrEqual(nav.x + 1);
  }
}

/** Profile and Notifications, which both roles have. */
async function checkAccountScreens(page: Page, role: string, project: string, userData: string[]) {
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: arabic('profile:settings.title') })).toBeVisible();
  await checkScreen(page, `${role}-profile`, project, userData);

  // Each party has one by now (a quote came; a quote was accepted), written in Arabic at read.
  await page.goto('/notifications');
  await expect(page.locator('.notification-item').first()).toBeVisible();
  await checkScreen(page, `${role}-notifications`, project, userData);
}

/** A back button whose arrow points right, the way back goes in Arabic. */
async function expectBackPointsRight(button: Locator) {
  await expect(button).toBeVisible();
  expect(await isMirrored(button.locator('ion-icon, .icon').first())).toBe(true);
}

test('a visitor chooses Arabic on sign-in: right to left, the phone and code stay left to right', async ({
  page,
}, testInfo) => {
  const project = testInfo.project.name;
  await page.goto('/signin');
  await page.locator('#signin-language').selectOption('ar');
  const send = page.getByRole('button', { name: arabic('auth:phoneStep.submit') });
  await expect(send).toBeVisible();
  await checkScreen(page, 'sign-in', project);
  await expect(page.locator('#signin-phone')).toHaveAttribute('dir', 'ltr');

  await page.locator('#signin-phone').fill(phoneFor(testInfo, 180));
  await send.click();
  await expect(page.getByText(arabic('auth:otpStep.title'), { exact: true })).toBeVisible();
  await expect(page.locator('#signin-otp')).toHaveAttribute('dir', 'ltr');
  await checkScreen(page, 'sign-in-code', project);
  await expectBackPointsRight(
    page.getByRole('button', { name: arabic('auth:otpStep.changeNumber') }),
  );
});

test("the shipper's screens, the location map and the payment dialog, in Arabic", async ({
  browser,
  request,
  page: viewportPage,
}, testInfo) => {
  test.setTimeout(180_000);
  const project = testInfo.project.name;
  const carrier = `Mirror Haulage ${project}`;
  const material = `Glass panels (${project})`;
  const userData = [carrier, material];
  const { shipper, load } = await apiLoadDeal(request, testInfo, {
    first: 181,
    company: carrier,
    material,
    offer: 4200,
  });
  const viewport = viewportPage.viewportSize();
  const page = await arabicPage({ browser, request }, shipper, 'user', viewport);

  await page.goto('/my-loads');
  await expect(
    page.getByRole('heading', { name: new RegExp(`^${arabic('my-loads:active.title')}`) }),
  ).toBeVisible();
  await expect(page.getByText(load.displayId).first()).toBeVisible();
  await expectShellOnTheRight(page, project, userData);
  await checkScreen(page, 'my-loads', project, userData);

  await page.goto(`/my-loads/${load.loadId}`);
  await expect(
    page.getByRole('heading', { name: arabic('load-details:panel.title', { id: load.displayId }) }),
  ).toBeVisible();
  await expect(
    page.getByRole('heading', { name: arabic('load-details:quotes.title', { count: 1 }) }),
  ).toBeVisible();
  await expectBackPointsRight(
    page
      .getByRole('main')
      .getByRole('button', { name: new RegExp(`^${arabic('load-details:panel.backLabel')}`) }),
  );
  await checkScreen(page, 'load-details', project, userData);

  // The map's controls follow the reading direction: zoom at the map's right edge.
  await page
    .getByRole('region', { name: arabic('load-details:stops.sourceTitle') })
    .getByRole('button')
    .click();
  const locationDialog = page.getByRole('dialog', {
    name: arabic('load-details:location.sourceTitle'),
  });
  const map = locationDialog.getByRole('region', { name: arabic('map:picker.mapLabel') });
  await expect(map).toBeVisible();
  const zoomIn = map.locator('.leaflet-control-zoom-in');
  await expect(zoomIn).toBeVisible();
  const mapBox = (await map.boundingBox())!;
  const zoomBox = (await zoomIn.boundingBox())!;
  expect(zoomBox.x, 'zoom on the right').toBeGreaterThan(mapBox.x + mapBox.width / 2);
  await checkScreen(page, 'location-dialog', project, userData);
  await locationDialog
    .getByRole('button', { name: arabic('load-details:location.cancel') })
    .click();
  await expect(locationDialog).toBeHidden();

  await page.getByRole('button', { name: new RegExp(carrier) }).click();
  const quoteDialog = page.getByRole('dialog', { name: arabic('quotes:dialog.title') });
  await expect(quoteDialog).toBeVisible();
  await checkScreen(page, 'quote-dialog', project, userData);
  await quoteDialog.getByRole('button', { name: arabic('quotes:actions.payAndAccept') }).click();
  const payment = page.getByRole('dialog', { name: arabic('payments:dialog.title') });
  const cardNumber = payment.getByLabel(arabic('payments:testCard.cardNumber'));
  await expect(cardNumber).toBeVisible();
  await expect(cardNumber).toHaveAttribute('dir', 'ltr');
  await checkScreen(page, 'payment-dialog', project, userData);
  await page.keyboard.press('Escape');
  await expect(payment).toBeHidden();

  await page.goto('/post-load');
  await expect(page.getByRole('heading', { name: arabic('post-load:title') })).toBeVisible();
  await checkScreen(page, 'post-load', project, userData);

  await checkAccountScreens(page, 'shipper', project, userData);
  await page.context().close();
});

test("the provider's screens and Trip Details in Arabic, and the shipper's running load", async ({
  browser,
  request,
  page: viewportPage,
}, testInfo) => {
  test.setTimeout(180_000);
  const project = testInfo.project.name;
  const company = `Mirror Freight ${project}`;
  const material = `Steel coils (${project})`;
  const driver = 'Faisal Al Qahtani';
  const { shipper, provider, trip } = await apiTripDeal(request, testInfo, {
    first: 184,
    company,
    material,
    driver,
  });
  const userData = [
    company,
    material,
    driver,
    ...FLEET_DATA,
    `KSA ${phoneFor(testInfo, 186).slice(-4)}`,
  ];
  const viewport = viewportPage.viewportSize();
  const page = await arabicPage({ browser, request }, provider, 'provider', viewport);

  await page.goto('/find-loads');
  await expect(
    page
      .getByRole('main')
      .getByText(/LD-\d+/)
      .first(),
  ).toBeVisible();
  // Other tests' loads are on the board: their materials are those tests' typing.
  const board = [...userData, ...(await boardMaterials(request, provider.token))];
  await expectShellOnTheRight(page, project, board);
  await checkScreen(page, 'find-loads', project, board);

  await page.goto('/trucks');
  await expect(
    page.getByRole('heading', { name: new RegExp(`^${arabic('trucks:list.title')}`) }),
  ).toBeVisible();
  await checkScreen(page, 'trucks', project, userData);

  // The plate reads left to right as it is typed.
  await page
    .getByRole('button', { name: arabic('trucks:add.open') })
    .first()
    .click();
  const addTruck = page.getByRole('dialog', { name: arabic('trucks:add.title') });
  await expect(addTruck.getByLabel(arabic('trucks:add.licensePlate'))).toHaveAttribute(
    'dir',
    'ltr',
  );
  await checkScreen(page, 'add-truck', project, userData);
  await page.keyboard.press('Escape');
  await expect(addTruck).toBeHidden();

  await page.goto('/drivers');
  await expect(
    page.getByRole('heading', { name: new RegExp(`^${arabic('drivers:list.title')}`) }),
  ).toBeVisible();
  await expect(page.getByText(driver).first()).toBeVisible();
  await checkScreen(page, 'drivers', project, userData);

  await page.goto('/trips');
  await expect(page.getByText(trip.tripNumber).first()).toBeVisible();
  await checkScreen(page, 'trips', project, userData);

  await page.goto(`/trips/${trip.tripId}`);
  await expect(
    page.getByRole('heading', { name: arabic('trips:panel.title', { id: trip.tripNumber }) }),
  ).toBeVisible();
  await expectBackPointsRight(
    page
      .getByRole('main')
      .getByRole('button', { name: new RegExp(`^${arabic('trips:panel.back')}`) }),
  );
  await checkScreen(page, 'trip-details', project, userData);

  await checkAccountScreens(page, 'provider', project, userData);
  await page.context().close();

  // The shipper's side of the running trip: driver card, price and timeline.
  const shipperPage = await arabicPage({ browser, request }, shipper, 'user', viewport);
  await shipperPage.goto(`/my-loads/${trip.loadId}`);
  await expect(
    shipperPage.getByRole('heading', {
      name: arabic('load-details:panel.title', { id: trip.loadDisplayId }),
    }),
  ).toBeVisible();
  await expect(shipperPage.getByText(driver).first()).toBeVisible();
  await checkScreen(shipperPage, 'load-details-trip', project, userData);
  await shipperPage.context().close();
});

test("the driver's page in Arabic", async ({ browser, request, page: viewportPage }, testInfo) => {
  test.setTimeout(120_000);
  const project = testInfo.project.name;
  const material = `Tiles on pallets (${project})`;
  const driver = 'Salem Al Harthy';
  const company = `Mirror Lines ${project}`;
  const { provider, trip } = await apiTripDeal(request, testInfo, {
    first: 187,
    company,
    material,
    driver,
  });
  const { path } = await apiDriverLink(request, provider.token, trip.tripId);
  const context = await browser.newContext({
    viewport: viewportPage.viewportSize() ?? undefined,
    permissions: ['geolocation'],
    geolocation: { latitude: 24.7136, longitude: 46.6753, accuracy: 15 },
  });
  const page = await context.newPage();
  await page.goto(`${path}?lang=ar`);
  await expect(
    page.getByRole('heading', {
      name: arabic('driver-page:header.title', { number: trip.tripNumber }),
    }),
  ).toBeVisible();
  const plate = `KSA ${phoneFor(testInfo, 189).slice(-4)}`;
  const userData = [company, material, driver, plate, ...FLEET_DATA];
  await checkScreen(page, 'driver-page', project, userData);
  await context.close();
});
