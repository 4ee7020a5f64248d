import { readFileSync } from 'node:fs';
import {
  expect,
  type APIRequestContext,
  type Browser,
  type Locator,
  type Page,
} from '@playwright/test';
import type { Language } from '../../../src/contract/languages';
import type { TripStatus } from '../../../src/contract/trips';
import { waitForPersistedCache, waitForServiceWorker } from './offline';
import { noisyPng } from './png';

type Strings = { [key: string]: string | Strings };

function stringsOf(language: Language, namespace: string): Strings {
  return JSON.parse(readFileSync(`src/app/locales/${language}/${namespace}.json`, 'utf8'));
}

/**
 * The driver page's words in one language, read from the app's own locale files: `key` is in the
 * driver-page namespace unless it names another (`common:status.loaded`); a `count` picks the
 * language's plural form as i18next does.
 */
export type DriverText = (key: string, values?: Record<string, string | number>) => string;

export function driverText(language: Language): DriverText {
  const namespaces: Record<string, Strings> = {};
  const lookup = (namespace: string, path: string): string | undefined => {
    namespaces[namespace] ??= stringsOf(language, namespace);
    let node: string | Strings | undefined = namespaces[namespace];
    for (const part of path.split('.')) node = typeof node === 'object' ? node[part] : undefined;
    return typeof node === 'string' ? node : undefined;
  };
  return (key, values = {}) => {
    const [namespace, path] = key.includes(':') ? key.split(':') : ['driver-page', key];
    const plural =
      typeof values.count === 'number'
        ? lookup(namespace!, `${path}_${new Intl.PluralRules(language).select(values.count)}`)
        : undefined;
    const text = plural ?? lookup(namespace!, path!);
    if (text === undefined) throw new Error(`No ${language} text for ${key}`);
    return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));
  };
}

const english = driverText('en');

/** A driver's phone with no location permission: only the writes under test leave it. */
export function driverPhone(browser: Browser) {
  return browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Opens 'Update Status': the dialog, named by its title, in the page's language. */
export async function openStatusDialog(driver: Page, text: DriverText = english) {
  await driver.getByRole('button', { name: text('status.button') }).click();
  const dialog = driver.getByRole('dialog', { name: text('status.dialogTitle') });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Picks `status` in the open dialog and confirms; the dialog closes at once, online or not. */
export async function confirmStatus(
  dialog: Locator,
  status: TripStatus,
  text: DriverText = english,
) {
  const label = text(`common:status.${status}`);
  await dialog
    .getByRole('radio', { name: new RegExp(`^${escaped(label)}`) })
    .check({ force: true });
  await dialog.getByRole('button', { name: text('status.confirm') }).click();
  await expect(dialog).toBeHidden();
}

/** Moves the trip to `status` through the 'Update Status' dialog. */
export async function chooseStatus(driver: Page, status: TripStatus, text: DriverText = english) {
  await confirmStatus(await openStatusDialog(driver, text), status, text);
}

type Charge = { reason: string; amount: string; withPhoto: boolean; currency?: string };

/**
 * Scrolls to the Add Charge card, as the driver does: its form loads as the card comes near the
 * screen. Gives the form's Reason field.
 */
export async function scrollToChargeForm(driver: Page, text: DriverText = english) {
  await driver
    .getByRole('heading', { name: text('addCharge.title'), exact: true })
    .scrollIntoViewIfNeeded();
  return driver.getByLabel(text('addCharge.reason'), { exact: true });
}

/** Adds a charge through the form; the form empties once the charge is on the phone. */
export async function addCharge(driver: Page, charge: Charge, text: DriverText = english) {
  const reason = await scrollToChargeForm(driver, text);
  await reason.fill(charge.reason);
  await driver
    .getByLabel(text('addCharge.amount', { currency: charge.currency ?? 'SAR' }))
    .fill(charge.amount);
  if (charge.withPhoto) {
    await driver
      .locator('input[type="file"]')
      .setInputFiles([{ name: 'receipt.png', mimeType: 'image/png', buffer: noisyPng(900, 700) }]);
  }
  await driver.getByRole('button', { name: text('addCharge.submit') }).click();
  await expect(reason).toHaveValue('');
}

/**
 * The delivery step that Completed opens: the receiver's name, a signature drawn across the pad
 * with the pointer, the photos if any, then 'Send and Complete Trip'.
 */
export async function deliverWithProof(
  driver: Page,
  receiver: string,
  text: DriverText = english,
  photos: Buffer[] = [],
) {
  const step = driver.getByRole('dialog', { name: text('delivery.title') });
  await expect(step).toBeVisible();
  await step.getByLabel(text('delivery.name')).fill(receiver);
  const pad = step.getByRole('img', { name: text('delivery.signature') });
  await pad.scrollIntoViewIfNeeded();
  const box = (await pad.boundingBox())!;
  await driver.mouse.move(box.x + box.width * 0.2, box.y + box.height * 0.6);
  await driver.mouse.down();
  for (const [x, y] of [
    [0.35, 0.3],
    [0.5, 0.7],
    [0.65, 0.3],
    [0.8, 0.6],
  ] as const) {
    await driver.mouse.move(box.x + box.width * x, box.y + box.height * y, { steps: 4 });
  }
  await driver.mouse.up();
  if (photos.length > 0) {
    await step.locator('input[type="file"]').setInputFiles(
      photos.map((buffer, index) => ({
        name: `delivery-${index + 1}.png`,
        mimeType: 'image/png',
        buffer,
      })),
    );
    await expect(step.getByRole('listitem')).toHaveCount(photos.length);
  }
  // As a driver would: once the step has found the phone's place, or said it cannot.
  await expect(step.getByText(text('delivery.placeFinding'))).toHaveCount(0);
  await step.getByRole('button', { name: text('delivery.submit') }).click();
  return step;
}

/** Opens the link online once, so the worker installs and the trip is saved on the phone. */
export async function openLinkOnline(
  driver: Page,
  path: string,
  tripNumber: string,
  text: DriverText = english,
) {
  await driver.goto(path);
  await expect(
    driver.getByRole('heading', { name: text('header.title', { number: tripNumber }) }),
  ).toBeVisible();
  await waitForServiceWorker(driver);
  await waitForPersistedCache(driver, tripNumber);
}

export type ServerTrip = {
  status: string;
  loadDetails: { timestamp: Record<string, string | null> };
  charges: { driverCharges: { reason: string; amount: number; images: { url: string }[] }[] };
};

/** The trip as its provider's screens read it from the server. */
export async function serverTrip(request: APIRequestContext, token: string, tripId: string) {
  const response = await request.get(`/api/trips/getbyid/${tripId}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  return ((await response.json()) as { data: ServerTrip }).data;
}

/** Waits until the server holds `count` driver charges on the trip. */
export async function expectServerCharges(
  request: APIRequestContext,
  token: string,
  tripId: string,
  count: number,
) {
  await expect
    .poll(async () => (await serverTrip(request, token, tripId)).charges.driverCharges.length, {
      timeout: 20_000,
    })
    .toBe(count);
}
