import { mkdirSync, writeFileSync } from 'node:fs';
import { expect, test, type Browser, type Page } from '@playwright/test';
import type { Language } from '../../src/contract/languages';
import { signedInContext } from './support/api-trip';
import { apiCall } from './support/deal-steps';
import {
  apiDeliveredTrip,
  APPROVED_CHARGE,
  CARRIER_LEGAL,
  CONSIGNEE,
  DRIVER,
} from './support/delivered-trip';
import { waitForPersistedCache, waitForServiceWorker } from './support/offline';

const PAPERS_DIR = 'test-results/paperwork';
const SCREENS_DIR = 'test-results/screens';
const OFFLINE = "You're offline";
const REGISTRATION = 'TGA-2026-004211';
const SIZES = [
  { width: 390, height: 844 },
  { width: 820, height: 1180 },
  { width: 1440, height: 900 },
];

type Session = Parameters<typeof signedInContext>[1];

/** A signed-in page in `language` (the profile's choice and the device's copy of it). */
async function pageOf(
  browser: Browser,
  session: Session,
  role: 'user' | 'provider',
  language: Language,
) {
  const context = await signedInContext(browser, session, role, { width: 1440, height: 900 });
  await context.addInitScript((chosen) => localStorage.setItem('language', chosen), language);
  return { context, page: await context.newPage() };
}

/** Every image on the page has its bytes (stored images arrive after the page's own request). */
async function expectImagesLoaded(page: Page) {
  await expect
    .poll(() =>
      page
        .locator('main img')
        .evaluateAll((images) =>
          images.every((image) => (image as HTMLImageElement).naturalWidth > 0),
        ),
    )
    .toBe(true);
}

/** The printed pages of a PDF Chromium wrote. */
const pageCount = (pdf: Buffer) =>
  pdf.toString('latin1').match(/\/Type\s*\/Page(?!s)/g)?.length ?? 0;

/**
 * The page printed by Chromium on A4, kept beside the test results for looking at; one to three
 * pages, and not an empty one.
 */
async function printToPdf(page: Page, name: string) {
  await page.emulateMedia({ media: 'print' });
  const pdf = await page.pdf({ format: 'A4' });
  await page.emulateMedia({ media: 'screen' });
  mkdirSync(PAPERS_DIR, { recursive: true });
  writeFileSync(`${PAPERS_DIR}/${name}.pdf`, pdf);
  const pages = pageCount(pdf);
  expect(pages, `${name}: pages`).toBeGreaterThanOrEqual(1);
  expect(pages, `${name}: pages`).toBeLessThanOrEqual(3);
  expect(pdf.length, `${name}: bytes`).toBeGreaterThan(20_000);
  return pages;
}

/** The supplementary invoice of the trip's approved charge, issued when it was completed. */
const supplementaryOf = (page: Page) =>
  page.getByRole('article', {
    name: /^Supplementary simplified tax invoice فاتورة ضريبية مبسطة إضافية INV-\d+$/,
  });

/** The page at a phone's, a tablet's and a desk's size, top, middle and end, for looking at. */
async function screenshots(page: Page, name: string) {
  mkdirSync(SCREENS_DIR, { recursive: true });
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await page.evaluate(() => document.fonts.ready);
    for (const [where, share] of [
      ['', 0],
      ['-middle', 0.5],
      ['-end', 1],
    ] as const) {
      await page.locator('main').evaluate((main, part) => {
        const top = (main.scrollHeight - main.clientHeight) * part;
        main.scrollTo({ top, behavior: 'instant' });
      }, share);
      await page.waitForTimeout(300);
      await page.screenshot({ path: `${SCREENS_DIR}/paperwork-${name}-${size.width}${where}.png` });
    }
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

test('the trip document and the invoice: read by both parties, registered by the carrier, printed on A4 in English and Arabic, and readable offline', async ({
  browser,
  request,
}, testInfo) => {
  test.slow();
  const { shipper, provider, trip } = await apiDeliveredTrip(request, testInfo, {
    first: 150,
    company: 'Najd Haulage',
  });

  // The carrier opens the trip document from Trip Details.
  const carrier = await pageOf(browser, provider, 'provider', 'en');
  const carrierPage = carrier.page;
  await carrierPage.goto(`/trips/${trip.tripId}`);
  await expect(carrierPage.getByRole('link', { name: 'Invoice' })).toBeVisible();
  await carrierPage.screenshot({ path: `${SCREENS_DIR}/paperwork-trip-details-links.png` });
  await carrierPage.getByRole('link', { name: 'Trip document' }).click();
  await expect(carrierPage).toHaveURL(`/trips/${trip.tripId}/document`);
  const document = carrierPage.getByRole('article', { name: 'Trip document' });
  await expect(document.getByText(trip.tripNumber).first()).toBeVisible();
  for (const text of [
    CARRIER_LEGAL.legalName,
    CARRIER_LEGAL.vatNumber,
    'King Abdulaziz Port, Gate 3',
    'Portland cement, 50 kg bags',
    DRIVER,
    'SA-DL-7781204',
    'Arrived at pickup',
    'Arrived at delivery',
    'Delivery signed for',
    APPROVED_CHARGE,
    'SAR 2,807.50',
  ]) {
    await expect(document.getByText(text).first(), text).toBeVisible();
  }
  await expect(document.getByText(CONSIGNEE).first()).toBeVisible();
  await expect(document.getByRole('img', { name: "Map of the trip's positions" })).toBeVisible();
  await expect(document.getByRole('img', { name: `Signature of ${CONSIGNEE}` })).toBeVisible();
  await expectImagesLoaded(carrierPage);

  // A number that is not one is refused before it is sent; a good one is saved with a key.
  let registrations = 0;
  carrierPage.on('request', (sent) => {
    if (sent.url().endsWith('/document/registration')) registrations += 1;
  });
  const field = document.getByRole('textbox', { name: 'Registration number' });
  await field.fill('TGA 42');
  await document.getByRole('button', { name: 'Save number' }).click();
  await expect(document.getByText('Enter 1 to 40 letters, digits or dashes.')).toBeVisible();
  expect(registrations).toBe(0);
  await field.fill(` ${REGISTRATION} `);
  const saving = carrierPage.waitForRequest((sent) =>
    sent.url().endsWith(`/api/trips/${trip.tripId}/document/registration`),
  );
  await document.getByRole('button', { name: 'Save number' }).click();
  expect((await saving).headers()['idempotency-key']).toMatch(/\S{8,}/);
  await expect(carrierPage.getByText('Registration number saved').first()).toBeVisible();
  await expect(document.locator('strong', { hasText: REGISTRATION })).toBeVisible();
  await screenshots(carrierPage, 'document-carrier-en');
  await printToPdf(carrierPage, 'trip-document-en');

  // The carrier's copy of the invoice, from Trip Details.
  await carrierPage.getByRole('link', { name: 'Back to the trip' }).click();
  await carrierPage.getByRole('link', { name: 'Invoice' }).click();
  await expect(carrierPage).toHaveURL(`/trips/${trip.tripId}/invoice`);
  const carrierInvoice = carrierPage.getByRole('article', {
    name: 'Simplified tax invoice فاتورة ضريبية مبسطة',
    exact: true,
  });
  await expect(carrierInvoice.getByText(/^INV-\d+$/)).toBeVisible();
  const invoiceNumber = await carrierInvoice.getByText(/^INV-\d+$/).textContent();

  // The shipper reads the same trip document, with the number, from Load Details.
  const shipperSide = await pageOf(browser, shipper, 'user', 'en');
  const shipperPage = shipperSide.page;
  await shipperPage.goto(`/my-loads/${trip.loadId}`);
  await expect(shipperPage.getByRole('link', { name: 'Invoice' })).toBeVisible();
  await shipperPage.screenshot({ path: `${SCREENS_DIR}/paperwork-load-details-links.png` });
  await shipperPage.getByRole('link', { name: 'Trip document' }).click();
  await expect(shipperPage).toHaveURL(`/my-loads/${trip.loadId}/document`);
  const shipperDocument = shipperPage.getByRole('article', { name: 'Trip document' });
  await expect(shipperDocument.locator('strong', { hasText: REGISTRATION })).toBeVisible();
  await expect(shipperDocument.getByText(APPROVED_CHARGE)).toBeVisible();
  await expect(shipperDocument.getByRole('textbox', { name: 'Registration number' })).toHaveCount(
    0,
  );
  await expectImagesLoaded(shipperPage);
  await screenshots(shipperPage, 'document-shipper-en');

  // …and the invoice: both languages on every label, the Saudi e-invoice QR code, the lines.
  await shipperPage.getByRole('link', { name: 'Back to the load' }).click();
  await shipperPage.getByRole('link', { name: 'Invoice' }).click();
  await expect(shipperPage).toHaveURL(`/my-loads/${trip.loadId}/invoice`);
  const invoice = shipperPage.getByRole('article', {
    name: 'Simplified tax invoice فاتورة ضريبية مبسطة',
    exact: true,
  });
  await expect(invoice.getByText(invoiceNumber ?? 'INV-')).toBeVisible();
  await expect(invoice.getByRole('img', { name: 'E-invoice QR code' })).toBeVisible();
  for (const text of [
    'رقم الفاتورة',
    'الرقم الضريبي',
    CARRIER_LEGAL.vatNumber,
    'Riyadh → Dammam',
    'SAR 2,750.00',
    '15 %',
  ]) {
    await expect(invoice.getByText(text).first(), text).toBeVisible();
  }
  // The deal's invoice is the freight as accepted; the charge approved on the trip is on the
  // supplementary invoice issued at completion, which refers to it.
  await expect(invoice.getByText(APPROVED_CHARGE)).toHaveCount(0);
  const supplementary = supplementaryOf(shipperPage);
  await expect(supplementary.getByText(APPROVED_CHARGE)).toBeVisible();
  await expect(supplementary.getByText('For invoice')).toBeVisible();
  await expect(supplementary.getByText(invoiceNumber ?? 'INV-', { exact: true })).toHaveCount(1);
  await expect(supplementary.getByText('SAR 57.50').first()).toBeVisible();
  await expect(supplementary.getByRole('img', { name: 'E-invoice QR code' })).toBeVisible();
  await supplementary.scrollIntoViewIfNeeded();
  await shipperPage.screenshot({ path: `${SCREENS_DIR}/paperwork-invoice-supplementary-en.png` });
  await screenshots(shipperPage, 'invoice-shipper-en');
  // The supplementary invoice prints from a page of its own, after the deal's.
  expect(await printToPdf(shipperPage, 'invoice-en')).toBe(2);

  // Once viewed (and the worker has kept its images), the document opens with no network.
  await carrierPage.goto(`/trips/${trip.tripId}/document`);
  await waitForServiceWorker(carrierPage);
  await carrierPage.reload();
  await expectImagesLoaded(carrierPage);
  await waitForPersistedCache(carrierPage, REGISTRATION);
  await carrier.context.setOffline(true);
  await carrierPage.reload();
  await expect(carrierPage.getByText(OFFLINE)).toBeVisible();
  await expect(document.locator('strong', { hasText: REGISTRATION })).toBeVisible();
  await expect(document.getByRole('img', { name: `Signature of ${CONSIGNEE}` })).toBeVisible();
  await expectImagesLoaded(carrierPage);
  await carrier.context.setOffline(false);
  await carrier.context.close();
  await shipperSide.context.close();

  // In Arabic: the same papers, right to left, printed.
  for (const [session, language] of [
    [provider, 'ar'],
    [shipper, 'ar'],
  ] as const) {
    await apiCall(request, 'POST', '/api/user/update-profile', session.token, {
      userId: session._id,
      userData: { language },
    });
  }
  const arabicCarrier = await pageOf(browser, provider, 'provider', 'ar');
  await arabicCarrier.page.goto(`/trips/${trip.tripId}/document`);
  const arabicDocument = arabicCarrier.page.getByRole('article', { name: 'مستند الرحلة' });
  await expect(arabicDocument.getByText('الوصول إلى موقع التسليم')).toBeVisible();
  await expect(arabicCarrier.page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expectImagesLoaded(arabicCarrier.page);
  await screenshots(arabicCarrier.page, 'document-carrier-ar');
  await printToPdf(arabicCarrier.page, 'trip-document-ar');
  await arabicCarrier.context.close();

  const arabicShipper = await pageOf(browser, shipper, 'user', 'ar');
  await arabicShipper.page.goto(`/my-loads/${trip.loadId}/invoice`);
  const arabicInvoice = arabicShipper.page.getByRole('article', {
    name: 'Simplified tax invoice فاتورة ضريبية مبسطة',
    exact: true,
  });
  await expect(arabicInvoice.getByText('Total due incl. VAT')).toBeVisible();
  await expect(arabicInvoice.getByText('الإجمالي المستحق شامل الضريبة')).toBeVisible();
  const arabicSupplementary = supplementaryOf(arabicShipper.page);
  await expect(arabicSupplementary.getByText('عن الفاتورة')).toBeVisible();
  await arabicSupplementary.scrollIntoViewIfNeeded();
  await arabicShipper.page.screenshot({
    path: `${SCREENS_DIR}/paperwork-invoice-supplementary-ar.png`,
  });
  await screenshots(arabicShipper.page, 'invoice-shipper-ar');
  expect(await printToPdf(arabicShipper.page, 'invoice-ar')).toBe(2);
  await arabicShipper.page.goto(`/my-loads/${trip.loadId}/document`);
  await expectImagesLoaded(arabicShipper.page);
  await screenshots(arabicShipper.page, 'document-shipper-ar');
  await arabicShipper.context.close();
});
