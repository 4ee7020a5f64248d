import { expect, type Page } from '@playwright/test';

export type LoadInput = {
  from: { country: string; city: string };
  to: { country: string; city: string };
  material: string;
  weight: string;
  truckType: string;
};

function tomorrow(): string {
  const date = new Date(Date.now() + 86_400_000);
  return date.toISOString().slice(0, 10);
}

/** A city the way a shipper finds it: type part of its name, pick the suggestion. */
export async function chooseCity(page: Page, label: string, city: string) {
  await page.getByRole('combobox', { name: label }).fill(city.slice(0, 3));
  await page.getByRole('option', { name: city, exact: true }).click();
  await expect(page.getByRole('combobox', { name: label })).toHaveValue(city);
}

/** Fills Post New Load as a shipper would, section by section. */
export async function fillLoadForm(page: Page, load: LoadInput) {
  await page.getByLabel('Source country').selectOption({ label: load.from.country });
  await chooseCity(page, 'Source city', load.from.city);
  await page.getByLabel('Destination country').selectOption({ label: load.to.country });
  await chooseCity(page, 'Destination city', load.to.city);
  await page.getByLabel('Material').fill(load.material);
  await page.getByRole('textbox', { name: 'Weight', exact: true }).fill(load.weight);
  await page.getByLabel('Scheduled date').fill(tomorrow());
  await page.getByLabel('Scheduled time').fill('09:30');
  await page.getByLabel('Truck type').selectOption(load.truckType);
}

export async function expectPostedDialog(page: Page) {
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Load posted successfully')).toBeVisible();
  await expect(
    dialog.getByText('You will receive guaranteed responses within 60 minutes.'),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'OK' }).click();
}
