import { TEST_CARDS } from '../../src/contract/payments';
import type { CreateDriverRequest } from '../../src/contract/drivers';
import type { UserRow } from '../modules/users/users.schema';
import type { Services } from '../services';
import { demoCardPng, demoPdf } from './demo-documents';

const demoDrivers: (CreateDriverRequest & { card: [number, number, number] })[] = [
  {
    name: 'Faisal Al Qahtani',
    countryCode: '+966',
    phone: '551234567',
    country: 'Saudi Arabia',
    licenseNo: 'SA-DL-1048213',
    card: [11, 93, 75],
  },
  {
    name: 'Imran Siddiqui',
    countryCode: '+966',
    phone: '559876543',
    country: 'Saudi Arabia',
    licenseNo: 'SA-DL-2210457',
    card: [47, 111, 159],
  },
  {
    name: 'Joseph Mathew',
    countryCode: '+971',
    phone: '501239876',
    country: 'United Arab Emirates',
    licenseNo: 'AE-DL-7730129',
    card: [163, 108, 5],
  },
];

/**
 * The demo provider's drivers, each with a license PDF (their licence document) and an ID card
 * photo; the first one's licence checked by the provider, the others' waiting for it. Once.
 */
async function seedDrivers(services: Services, provider: UserRow, groupId: string) {
  if ((await services.drivers.listForGroup(groupId)).length > 0) return;
  for (const [index, { card, ...driver }] of demoDrivers.entries()) {
    const row = await services.drivers.create(groupId, driver);
    const [licence] = await services.files.store({
      parts: [
        { filename: 'driving-license.pdf', bytes: demoPdf(`Driving license - ${driver.name}`) },
        { filename: 'id-card.png', bytes: demoCardPng(card) },
      ],
      labels: ['Driving license', 'ID card'],
      kind: 'document',
      uploadedBy: provider.id,
      owner: { kind: 'driver', id: row.id },
    });
    if (!licence) continue;
    await services.driverLicences.replace(groupId, row.id, licence.id);
    if (index === 0) await services.driverLicences.verify(groupId, row.id, provider.id);
  }
}

/**
 * One trip the demo provider won, through the product's own path: a quote, the shipper's test
 * card payment, Start Trip, then a driver and a truck assigned. Once.
 */
async function seedTrip(
  services: Services,
  provider: UserRow,
  groupId: string,
  shipper: UserRow,
  material: string,
) {
  if (
    (await services.tripList.listForGroup(groupId, { filters: {}, timeZone: 'UTC' })).length > 0
  ) {
    return;
  }
  const load = (await services.loads.listForShipper(shipper.id, 'pending')).find(
    (candidate) => candidate.material === material,
  );
  const fleet = await services.trucks.listForGroup(groupId);
  // The demo trip is a 12M load: the group's 12M truck carries it.
  const truck = fleet.find((candidate) => candidate.type === '12M') ?? fleet[0];
  const driver = (await services.drivers.listForGroup(groupId)).find(
    (candidate) => candidate.name === demoDrivers[0]?.name,
  );
  if (!load || !truck || !driver) return;

  const caller = { userId: provider.id, groupId };
  const quote = await services.quotes.create(caller, {
    loadId: load._id,
    offer: 3800,
    status: 'pending',
    truckId: truck._id,
  });
  const intent = await services.payments.createIntent(shipper.id, {
    quoteId: quote._id,
    loadId: load._id,
  });
  await services.payments.confirmTestPayment(shipper.id, {
    paymentIntentId: intent.paymentIntentId,
    cardNumber: TEST_CARDS.succeeds,
  });
  await services.quoteAcceptance.acceptQuoteWithPayment({
    quoteId: quote._id,
    loadId: load._id,
    paymentIntentId: intent.paymentIntentId,
    payerUserId: shipper.id,
  });
  const trip = await services.trips.create(groupId, { quoteId: quote._id, loadId: load._id });
  await services.tripAssignment.assign(groupId, trip.tripId, {
    type: 'driver',
    driverId: driver._id,
  });
}

export async function seedDemoFleet(
  services: Services,
  parties: { provider: UserRow; shipper: UserRow; tripMaterial: string },
) {
  const groupId = parties.provider.groupId;
  if (!groupId) return;
  await seedDrivers(services, parties.provider, groupId);
  await seedTrip(services, parties.provider, groupId, parties.shipper, parties.tripMaterial);
}
