import { expect, test, type Page } from '@playwright/test';
import {
  apiAddDriver,
  apiAddTruck,
  apiConfirmedTrip,
  apiPostLoad,
  apiShipper,
} from './support/api-trip';
import { noisyPng } from './support/png';
import { signInNewProvider } from './support/new-provider';
import { screenshot } from './support/sign-in-page';
import { phoneFor } from './support/test-phones';
import { chooseOption } from './support/searchable-select';

/** Chooses in a searchable select (the trip's driver and truck): open it, then the option. */
async function pickOption(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

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
  await pickOption(page, 'Assign a driver', `Salem Al Harthy · +966 ${driverPhone}`);
  await page.getByRole('button', { name: 'Assign Driver' }).click();
  await expect(page.getByText('Driver assigned successfully').first()).toBeVisible();
  await pickOption(page, 'Assign a truck', `Volvo FH 500 · ${plate}`);
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

test('a provider edits a truck, retires a driver out of assignment, and is warned of a truck that does not suit the load', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(150_000);
  const project = testInfo.project.name;
  const providerToken = await signInNewProvider(
    page,
    phoneFor(testInfo, 24),
    `Hamad Transport ${project}`,
  );
  const shipperToken = (await apiShipper(request, phoneFor(testInfo, 25))).token;
  // The trip's load asks for a 12M closed box truck for 16 t; the open load for 14 t.
  const trip = await apiConfirmedTrip(
    request,
    { shipper: shipperToken, provider: providerToken },
    {
      material: `Marble slabs (${project})`,
      scheduledDate: new Date(Date.now() + 3 * 86_400_000).toISOString(),
    },
  );
  const openLoad = await apiPostLoad(request, shipperToken, `Glass panels (${project})`);
  const plate = `DMM ${phoneFor(testInfo, 24).slice(-4)}`;
  await apiAddTruck(request, providerToken, {
    name: 'Dammam city truck',
    model: 'Isuzu FVR',
    licensePlate: plate,
    type: '7Ton',
    weight: 7,
    truckOption: 'open side grill',
  });
  const staying = 'Salem Al Harthy';
  const leaving = 'Majed Al Otaibi';
  await apiAddDriver(request, providerToken, {
    name: staying,
    phone: phoneFor(testInfo, 26),
    licenseNo: 'SA-DL-4410021',
  });
  await apiAddDriver(request, providerToken, {
    name: leaving,
    phone: phoneFor(testInfo, 27),
    licenseNo: 'SA-DL-4410022',
  });

  // Edit the truck: the same form as Add, filled in; its type bounds its weight.
  await page.goto('/trucks');
  await page.getByRole('row', { name: new RegExp(plate) }).click();
  const truckDetails = page.getByRole('dialog', { name: 'Truck Details' });
  await expect(truckDetails.getByRole('button', { name: 'Retire' })).toBeVisible();
  await screenshot(page, 'truck-details-actions', project);
  await truckDetails.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Truck' });
  await expect(edit.getByLabel('Model')).toHaveValue('Isuzu FVR');
  await expect(edit.getByLabel('Truck type')).toHaveValue('7Ton');
  await expect(edit.getByRole('radio', { name: 'Open side grill' })).toBeChecked();
  const weight = edit.getByLabel('Max weight');
  await expect(weight).toHaveValue('7');
  await weight.fill('99');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(edit.getByText('A 7Ton truck carries at most 7,000 kg.')).toBeVisible();
  await screenshot(page, 'edit-truck', project);
  await weight.fill('6.5');
  await edit.getByLabel('Name').fill('Dammam city truck 2');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Truck updated successfully').first()).toBeVisible();
  const details = page.getByRole('dialog', { name: 'Truck Details' });
  await expect(details).toContainText('Dammam city truck 2');
  await expect(details).toContainText('6,500 kg');
  await details.getByRole('button', { name: 'Close' }).first().click();

  // Retire a driver: asked first, then listed apart as Retired.
  await page.goto('/drivers');
  await page.getByRole('row', { name: new RegExp(leaving) }).click();
  await page
    .getByRole('dialog', { name: 'Driver Details' })
    .getByRole('button', { name: 'Retire' })
    .click();
  const retire = page.getByRole('dialog', { name: 'Retire Driver' });
  await expect(retire).toContainText(`${leaving}?`);
  await screenshot(page, 'retire-driver', project);
  await retire.getByRole('button', { name: 'Retire Driver' }).click();
  await expect(page.getByText('Driver retired').first()).toBeVisible();
  await page
    .getByRole('dialog', { name: 'Driver Details' })
    .getByRole('button', { name: 'Close' })
    .first()
    .click();
  await expect(page.getByRole('heading', { name: 'Active Drivers (1)' })).toBeVisible();
  await page.getByRole('button', { name: 'Show retired drivers (1)' }).click();
  await expect(page.getByRole('heading', { name: 'Retired Drivers (1)' })).toBeVisible();
  await expect(
    page
      .getByRole('table', { name: 'Retired Drivers' })
      .getByRole('row', { name: new RegExp(leaving) }),
  ).toBeVisible();
  await screenshot(page, 'drivers-retired', project);

  // The trip offers the active driver only, and warns about the small truck.
  await page.goto(`/trips?trip=${trip.tripId}`);
  await page.getByRole('combobox', { name: 'Assign a driver' }).click();
  await expect(page.getByRole('option', { name: staying })).toHaveCount(1);
  await expect(page.getByRole('option', { name: leaving })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await pickOption(page, 'Assign a truck', `Isuzu FVR · ${plate}`);
  const transport = page.getByRole('region', { name: 'Transport details' });
  await expect(transport.getByText('This truck may not suit this load')).toBeVisible();
  await expect(transport).toContainText('The shipper asked for a 12M truck; this one is a 7Ton.');
  await expect(transport).toContainText(
    'The load weighs 16,000 kg; this truck carries up to 6,500 kg.',
  );
  await page.getByRole('button', { name: 'Assign Truck' }).scrollIntoViewIfNeeded();
  await screenshot(page, 'assign-truck-warning', project);

  // The quote dialog warns too, and still lets the offer go.
  await page.goto(`/find-loads?load=${openLoad.loadId}`);
  await page
    .getByRole('dialog', { name: 'Load Details' })
    .getByRole('button', { name: 'Offer Quote' })
    .click();
  const quote = page.getByRole('dialog', { name: 'Offer Quote' });
  await quote.getByLabel('Amount').fill('1850');
  await chooseOption(
    quote.getByRole('combobox', { name: 'Truck' }),
    `Isuzu FVR · 6.5 Ton · 7Ton · Open side grill (${plate})`,
  );
  const warning = quote
    .getByRole('status')
    .filter({ hasText: 'This truck may not suit this load' });
  await expect(warning).toContainText(
    'The shipper asked for a Closed box body; this truck has Open side grill.',
  );
  await expect(warning).toContainText(
    'The load weighs 14,000 kg; this truck carries up to 6,500 kg.',
  );
  await screenshot(page, 'quote-truck-warning', project);
  await quote.getByRole('button', { name: 'Submit Quote' }).click();
  await expect(page.getByText('Quote submitted successfully!').first()).toBeVisible();
});
