import { expect, type Locator } from '@playwright/test';

/**
 * Chooses in a searchable select (the kit's combobox): types the option's name to narrow the
 * list and picks it, or opens the list and picks its first option when no name is given.
 */
export async function chooseOption(combobox: Locator, name?: string) {
  const listbox = combobox.page().locator(`#${await combobox.getAttribute('aria-controls')}`);
  if (name === undefined) {
    await combobox.click();
    await listbox.getByRole('option').first().click();
  } else {
    await combobox.fill(name);
    await listbox.getByRole('option', { name, exact: true }).click();
    await expect(combobox).toHaveValue(name);
  }
  await expect(combobox).toHaveAttribute('aria-expanded', 'false');
}
