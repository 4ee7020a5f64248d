import { expect, test, type Page } from '@playwright/test';
import { apiConfirmedTrip, apiShipper } from './support/api-trip';
import { noisyPng } from './support/png';
import { signInNewProvider } from './support/new-provider';
import { screenshot } from './support/sign-in-page';
import { phoneFor } from './support/test-phones';

/** A one-page PDF is enough for the server's byte check and the browser's viewer. */
const LICENCE_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

async function addTruck(page: Page, plate: string) {
  await page.goto('/trucks');
  await expect(page.getByText('No trucks yet')).toBeVisible();
  await page.getByRole('button', { name: 'Add New Truck' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add New Truck' });
  await dialog.getByRole('button', { name: 'Add Truck' }).click();
  await expect(dialog.getByText('Name is required.')).toBeVisible();
  await dialog.getByLabel('Name').fill('Jeddah box truck');
  await dialog.getByLabel('License plate').fill(plate);
  await dialog.getByLabel('Model').fill('Volvo FH 500');
  await dialog.getByLabel('Truck type').selectOption('12M');
  // Choosing 12M picked its first body type; the chip of another is tapped.
  await expect(dialog.getByRole('radio', { name: 'Open side grill' })).toBeChecked();
  await dialog.locator('label', { hasText: 'Closed box' }).click();
  await expect(dialog.getByRole('radio', { name: 'Closed box' })).toBeChecked();
  await expect(dialog.getByLabel('Max weight')).toHaveValue('20');
  await screenshot(page, 'add-truck', test.info().project.name);
  await dialog.getByRole('button', { name: 'Add Truck' }).click();
  await expect(page.getByText('Truck added successfully').first()).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(plate) })).toBeVisible();
}

async function addDriver(page: Page, phone: string) {
  await page.goto('/drivers');
  await page.getByRole('button', { name: 'Add New Driver' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add New Driver' });
  await dialog.getByLabel('Name').fill('Salem Al Harthy');
  await dialog.getByLabel('Phone number').fill(phone.slice(0, 8));
  await dialog.getByLabel('License number').fill('SA-DL-5510293');
  await dialog.getByRole('button', { name: 'Add Driver' }).click();
  await expect(dialog.getByText('Phone number must be 9 digits')).toBeVisible();
  await dialog.getByLabel('Phone number').fill(phone);
  await dialog.getByRole('button', { name: 'Add Driver' }).click();
  await expect(page.getByText('Driver added successfully').first()).toBeVisible();
  await expect(page.getByRole('row', { name: /Salem Al Harthy/ })).toBeVisible();
}

async function uploadDriverDocuments(page: Page, project: string) {
  await page.getByRole('row', { name: /Salem Al Harthy/ }).click();
  const details = page.getByRole('dialog', { name: 'Driver Details' });
  await details.getByRole('button', { name: 'Upload Files' }).click();
  const drawer = page.getByRole('dialog', { name: 'Upload Files' });
  await drawer.locator('input[type="file"]').setInputFiles([
    { name: 'licence.pdf', mimeType: 'application/pdf', buffer: LICENCE_PDF },
    { name: 'id-card.png', mimeType: 'image/png', buffer: noisyPng(480, 300) },
  ]);
  await drawer.getByRole('button', { name: 'Upload 2 files' }).click();
  await expect(drawer.getByText('Please provide labels for all files')).toBeVisible();
  await drawer.getByLabel('Label for licence.pdf').fill('Driving licence');
  await drawer.getByLabel('Label for id-card.png').fill('ID card');
  await screenshot(page, 'upload-drawer', project);

  // Hold the upload's answer a moment so its progress can be seen, as on a slow yard network.
  let release = () => undefined as void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/drivers/docs/*', async (route) => {
    await held;
    await route.continue();
  });
  await drawer.getByRole('button', { name: 'Upload 2 files' }).click();
  await expect(drawer.getByRole('progressbar', { name: 'Upload progress' })).toBeVisible();
  release();
  await expect(page.getByText('Documents uploaded successfully').first()).toBeVisible();
  await page.unroute('**/api/drivers/docs/*');

  const licence = details.getByRole('button', { name: 'Open Driving licence (PDF Document)' });
  const idCard = details.getByRole('button', { name: 'Open ID card (Image)' });
  await expect(licence).toBeVisible();
  await expect(idCard).toBeVisible();
  const preview = idCard.getByRole('img');
  await expect
    .poll(() => preview.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);
  await screenshot(page, 'driver-details-files', project);

  // Opening a document shows it in a new tab, fetched with the provider's session.
  const opened = page.context().waitForEvent('page');
  await licence.click();
  const tab = await opened;
  await expect.poll(() => tab.url()).toMatch(/^blob:/);
  await tab.close();
  await details.getByRole('button', { name: 'Close' }).first().click();
}

test('a provider adds a truck and a driver with documents, then assigns both to a trip', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(150_000);
  const project = testInfo.project.name;
  const providerToken = await signInNewProvider(
    page,
    phoneFor(testInfo, 20),
    `Nasser Haulage ${project}`,
  );
  const shipperToken = (await apiShipper(request, phoneFor(testInfo, 21))).token;
  const scheduledDate = new Date(Date.now() + 3 * 86_400_000).toISOString();
  const trip = await apiConfirmedTrip(
    request,
    { shipper: shipperToken, provider: providerToken },
    { material: `Ceramic tiles on pallets (${project})`, scheduledDate },
  );
  // A second trip, so the filter has something to leave out.
  await apiConfirmedTrip(
    request,
    { shipper: shipperToken, provider: providerToken },
    { material: 'Office furniture, flat-packed', scheduledDate },
  );

  const plate = `JED ${phoneFor(testInfo, 22).slice(-4)}`;
  await addTruck(page, plate);
  await screenshot(page, 'trucks', project);
  await addDriver(page, phoneFor(testInfo, 23));
  await screenshot(page, 'drivers', project);
  await uploadDriverDocuments(page, project);

  // Trips: filter down to the one trip by its load id, as a dispatcher types it.
  await page.goto('/trips');
  await expect(page.getByRole('row', { name: new RegExp(`${trip.tripNumber}\\b`) })).toBeVisible();
  const loadIdFilter = page.getByLabel('Load ID');
  if (!(await loadIdFilter.isVisible()))
    await page.getByRole('button', { name: /^Filters/ }).click();
  await loadIdFilter.fill(`  ${trip.loadDisplayId.toLowerCase()} `);
  await page.getByRole('button', { name: 'Apply Filters' }).click();
  await expect(page).toHaveURL(/loadId=/);
  const rows = page.getByRole('row', { name: /TR-\d+/ });
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(trip.tripNumber);
  await screenshot(page, 'trips-filtered', project);

  await rows.first().click();
  await expect(page.getByRole('heading', { name: `Trip ${trip.tripNumber}` })).toBeVisible();
  const driverPhone = phoneFor(testInfo, 23);
  await page
    .getByLabel('Assign a driver')
    .selectOption({ label: `Salem Al Harthy · +966 ${driverPhone}` });
  await page.getByRole('button', { name: 'Assign Driver' }).click();
  await expect(page.getByText('Driver assigned successfully').first()).toBeVisible();
  await page.getByLabel('Assign a truck').selectOption({ label: `Volvo FH 500 · ${plate}` });
  await page.getByRole('button', { name: 'Assign Truck' }).click();
  await expect(page.getByText('Truck assigned successfully').first()).toBeVisible();
  const transport = page.getByRole('region', { name: 'Transport details' });
  await expect(transport).toContainText('Salem Al Harthy');
  await expect(transport).toContainText(plate);
  await screenshot(page, 'trip-details', project);

  // The assignment holds after a reload: the panel opens from the URL.
  await page.reload();
  await expect(page.getByRole('region', { name: 'Transport details' })).toContainText(
    'Salem Al Harthy',
  );
});
