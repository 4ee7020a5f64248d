import { existsSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { DRIVER_LANGUAGES, isRtl, type Language } from '../../src/contract/languages';
import {
  apiAddDriver,
  apiAddTruck,
  apiAssignFleetById,
  apiConfirmedTrip,
  apiDriverLink,
  apiProvider,
  apiShipper,
} from './support/api-trip';
import {
  addCharge,
  confirmStatus,
  driverPhone,
  driverText,
  expectServerCharges,
  openLinkOnline,
  openStatusDialog,
  serverTrip,
} from './support/driver-page';
import { expectNoLatinWords } from './support/latin-words';
import { recordDriverWrites, tripWrites } from './support/offline';
import { screenshot } from './support/sign-in-page';
import { phoneFor } from './support/test-phones';

const COMPANY = 'Five Tongues Haulage';
const DRIVER = 'Imran Hossain';
const LICENSE = 'SA-DL-5520193';
const MATERIAL = 'Bottled water';
const TRUCK_MODEL = 'Scania R 450';
// The deal's stops (support/deal-api.ts): their cities as loads store them.
const CITIES = ['Riyadh', 'Jeddah'];

/** The charge as a driver types it, in his own language: data of his, sent as typed. */
const REASONS: Record<Language, string> = {
  en: 'Border crossing fee',
  ar: 'رسوم عبور الحدود',
  ur: 'بارڈر کراسنگ کی فیس',
  hi: 'बॉर्डर पार करने की फ़ीस',
  bn: 'সীমান্ত পারাপারের ফি',
};

/**
 * What the test typed or the deal stores, shown as it is in any language: the names, the plate,
 * and the cities where the app has no names of its own for the language (only Arabic has them,
 * src/contract/reference): the reference names then show as stored.
 */
function userData(language: Language, plate: string): string[] {
  const citiesNamed = existsSync(`src/contract/reference/reference-names-${language}.json`);
  return [COMPANY, DRIVER, LICENSE, MATERIAL, TRUCK_MODEL, plate, ...(citiesNamed ? [] : CITIES)];
}

type LinkedTrip = { tripId: string; tripNumber: string; path: string };

// One shipper, one provider and one driver for the five trips: the test phones are few, and the
// trips run one after another so the driver is never on two at once.
test.describe.configure({ mode: 'serial' });

let providerToken = '';
let plate = '';
const trips = new Map<Language, LinkedTrip>();

test.beforeAll(async ({ request }, testInfo) => {
  const shipper = await apiShipper(request, phoneFor(testInfo, 194));
  const provider = await apiProvider(request, phoneFor(testInfo, 195), COMPANY);
  providerToken = provider.token;
  // A retry finds the first try's trips under way: it brings a driver and a truck of its own.
  const driverPhoneNumber = phoneFor(testInfo, 196 + testInfo.retry);
  plate = `KSA ${driverPhoneNumber.slice(-4)}`;
  const driverId = await apiAddDriver(request, provider.token, {
    name: DRIVER,
    phone: driverPhoneNumber,
    licenseNo: LICENSE,
  });
  const truckId = await apiAddTruck(request, provider.token, {
    name: 'Border runner',
    model: TRUCK_MODEL,
    licensePlate: plate,
    type: '12M',
    weight: 20,
    truckOption: 'closed box',
  });
  const tokens = { shipper: shipper.token, provider: provider.token };
  const scheduledDate = new Date(Date.now() + 86_400_000).toISOString();
  // All five assigned before any sets out: a driver on a trip under way can take no other.
  for (const language of DRIVER_LANGUAGES) {
    const trip = await apiConfirmedTrip(request, tokens, { material: MATERIAL, scheduledDate });
    await apiAssignFleetById(request, provider.token, trip.tripId, { driverId, truckId });
    const link = await apiDriverLink(request, provider.token, trip.tripId);
    trips.set(language, { tripId: trip.tripId, tripNumber: trip.tripNumber, path: link.path });
  }
});

const html = (page: Page) => page.locator('html');

/** The page's words in the language: Latin letters left in it are texts that escaped translation. */
async function expectAllInLanguage(driver: Page, language: Language) {
  if (language !== 'en') await expectNoLatinWords(driver, userData(language, plate));
}

for (const language of DRIVER_LANGUAGES) {
  test(`the driver page in ${language}, on a new phone opened with ?lang=${language}: online, then a status and a charge queued offline that reach the server once`, async ({
    browser,
    request,
  }, testInfo) => {
    const project = testInfo.project.name;
    const text = driverText(language);
    const trip = trips.get(language)!;
    const reason = REASONS[language];

    const phone = await driverPhone(browser);
    const writes = recordDriverWrites(phone);
    const driver = await phone.newPage();
    await test.step(`a link shared with ?lang=${language} opens in that language on a new phone`, async () => {
      // A phone set to English that has never opened the app: the language comes from the link.
      expect(await driver.evaluate(() => navigator.language)).toMatch(/^en\b/);
      await openLinkOnline(driver, `${trip.path}?lang=${language}`, trip.tripNumber, text);
      await expect(html(driver)).toHaveAttribute('lang', language);
      await expect(html(driver)).toHaveAttribute('dir', isRtl(language) ? 'rtl' : 'ltr');
      await expect(driver.locator('#driver-language')).toHaveValue(language);
      await expect(driver.getByRole('button', { name: text('status.button') })).toBeVisible();
    });
    await expectAllInLanguage(driver, language);
    await screenshot(driver, `driver-${language}-online`, project);

    await phone.setOffline(true);
    await expect(driver.getByText(text('offline:offline'))).toBeVisible();
    const dialog = await openStatusDialog(driver, text);
    await expectAllInLanguage(driver, language);
    await screenshot(driver, `driver-${language}-status-dialog`, project);
    await confirmStatus(dialog, 'out_to_collect', text);
    await addCharge(driver, { reason, amount: '75', withPhoto: true }, text);

    // Both wait on the phone, and every word about them is in the language.
    await expect(driver.getByText(text('outbox.waiting', { count: 2 }))).toBeVisible();
    const queued = driver.getByRole('listitem', { name: text('charges.queuedLabel', { reason }) });
    await expect(queued).toContainText(text('outbox.state.queued'));
    await expect(driver.getByLabel(text('header.statusLabel'))).toHaveText(
      text('common:status.out_to_collect'),
    );
    await driver.getByText(text('settings.title')).click();
    await expect(driver.getByText(text('settings.waiting'))).toBeVisible();
    await expectAllInLanguage(driver, language);
    // Back to the top, where the outbox line is (the page scrolls inside its layout, not the window).
    await driver.locator('#driver-language').evaluate((top) => top.scrollIntoView());
    await screenshot(driver, `driver-${language}-offline`, project);
    await queued.scrollIntoViewIfNeeded();
    await screenshot(driver, `driver-${language}-offline-charge`, project);
    expect(tripWrites(writes).filter((write) => write.outcome !== 'failed')).toHaveLength(0);

    // Back online, each goes once.
    await phone.setOffline(false);
    await expectServerCharges(request, providerToken, trip.tripId, 1);
    await expect(driver.getByText(text('outbox.waiting', { count: 2 }))).toBeHidden();
    await expect(queued).toHaveCount(0);
    const state = await serverTrip(request, providerToken, trip.tripId);
    expect(state.status).toBe('out_to_collect');
    expect(state.charges.driverCharges).toHaveLength(1);
    expect(state.charges.driverCharges[0]).toMatchObject({ reason, amount: 75 });
    expect(state.charges.driverCharges[0]?.images).toHaveLength(1);
    const delivered = tripWrites(writes).filter((write) => write.outcome === 200);
    expect(delivered.map((write) => write.path.split('/')[2])).toEqual(['trips', 'trip-charges']);
    expect(new Set(delivered.map((write) => write.key)).size).toBe(2);
    // The charge as the server has it now (its date, 'Waiting for approval') is in the language too.
    await expect(driver.getByText(text('charges.waiting'), { exact: false })).toBeVisible();
    await expectAllInLanguage(driver, language);
    await phone.close();
  });
}
