import { DEFAULT_LANGUAGE } from '../../src/contract/languages';
import { DEMO_ACCOUNTS } from '../config';
import type { Clock } from '../lib/clock';
import type { CreateLoadRequest } from '../../src/contract/loads';
import { parsePhone } from '../modules/auth/phone-number';
import type { NewTruck } from '../modules/trucks/trucks-service';
import type { Services } from '../services';
import { seedDemoFleet } from './seed-demo-fleet';

/** The cement load the demo provider has won and is running as a trip. */
export const DEMO_TRIP_MATERIAL = 'Portland cement, 50 kg bags';

/** A second shipper, so Find Loads shows loads the demo provider has not seen before. */
export const DEMO_CEMENT_SHIPPER = '+966500000003';

const demoTrucks: NewTruck[] = [
  {
    name: 'Riyadh curtain sider',
    model: 'Mercedes-Benz Actros 1845',
    licensePlate: 'RUH 4821',
    type: '10Ton',
    truckOption: 'curtain side',
    weight: 10,
    weightUnit: 'ton',
  },
  {
    name: 'Dammam box trailer',
    model: 'Volvo FH 460',
    licensePlate: 'DMM 7316',
    type: '12M',
    truckOption: 'closed box',
    weight: 20,
    weightUnit: 'ton',
  },
  {
    name: 'City grill truck',
    model: 'Isuzu NPR',
    licensePlate: 'RUH 1294',
    type: '3Ton',
    truckOption: 'open side grill',
    weight: 3,
    weightUnit: 'ton',
  },
];

const secondProviderTrucks: NewTruck[] = [
  {
    name: 'Jebel Ali reefer',
    model: 'Scania R 450',
    licensePlate: 'DXB 52810',
    type: '12M',
    truckOption: 'curtain side',
    weight: 20,
    weightUnit: 'ton',
  },
  {
    name: 'Sharjah flatbed',
    model: 'MAN TGS 26.440',
    licensePlate: 'SHJ 30917',
    type: '15M',
    truckOption: 'flat bed',
    weight: 30,
    weightUnit: 'ton',
  },
];

type DemoLoad = Omit<CreateLoadRequest, 'scheduledDate' | 'images' | 'status'> & {
  inDays: number;
};

const stop = (country: string, city: string) => ({ country, city });
const KSA = 'Saudi Arabia';
const UAE = 'United Arab Emirates';

const cementLoads: DemoLoad[] = [
  {
    source: stop(KSA, 'Riyadh'),
    destination: stop(KSA, 'Dammam'),
    loadType: 'FTL',
    currency: 'SAR',
    material: 'Portland cement, 50 kg bags',
    hsnCode: '2523.29',
    weight: { value: 20, unit: 'ton' },
    truckType: '12M',
    truckSubType: 'curtain side',
    inDays: 1,
  },
  {
    source: stop(KSA, 'Jeddah'),
    destination: stop(KSA, 'Riyadh'),
    loadType: 'FTL',
    currency: 'SAR',
    material: 'White cement, palletised',
    hsnCode: '2523.21',
    weight: { value: 10, unit: 'ton' },
    truckType: '10Ton',
    truckSubType: 'closed box',
    inDays: 2,
  },
  {
    source: stop(KSA, 'Dammam'),
    destination: stop('Qatar', 'Doha'),
    loadType: 'Project Basis',
    currency: 'SAR',
    material: 'Ready-mix admixtures in IBC totes',
    hsnCode: '3824.40',
    weight: { value: 25, unit: 'ton' },
    truckType: '13.6M',
    truckSubType: 'open side grill',
    inDays: 3,
  },
  {
    source: stop(UAE, 'Dubai'),
    destination: stop('Oman', 'Muscat'),
    loadType: 'LTL',
    currency: 'AED',
    material: 'Tile adhesive and grout, 25 kg bags',
    hsnCode: '3214.90',
    weight: { value: 2500, unit: 'kg' },
    inDays: 4,
  },
  {
    source: stop(KSA, 'Al Jubayl'),
    destination: stop('Kuwait', 'Kuwait City'),
    loadType: 'FTL',
    currency: 'KWD',
    material: 'Steel reinforcement bars',
    hsnCode: '7214.20',
    weight: { value: 28, unit: 'ton' },
    truckType: '15M',
    truckSubType: 'flat bed',
    inDays: 5,
  },
];

const tradingLoads: DemoLoad[] = [
  {
    source: stop(KSA, 'Riyadh'),
    destination: stop(UAE, 'Abu Dhabi'),
    loadType: 'FTL',
    currency: 'SAR',
    material: 'Packaged dates, cartons on pallets',
    hsnCode: '0804.10',
    weight: { value: 7, unit: 'ton' },
    truckType: '7Ton',
    truckSubType: 'open side grill',
    inDays: 2,
  },
];

const cementShipperProfile = {
  userName: 'Khalid',
  lastName: 'Al Mutairi',
  email: 'logistics@gulfcement.example',
  companyName: 'Gulf Cement Co',
  companyAddress: 'Second Industrial City, Riyadh',
  userType: 'user',
} as const;

/**
 * Local demo mode: trucks for both providers, open loads to find, drivers with documents and one
 * running trip; each part only once, so it is safe at every start. `services` must use the test
 * payment provider: the demo trip is paid with the test card.
 */
export async function seedDemoMarketplace(services: Services, clock: Clock) {
  const { users, loads, trucks } = services;
  const byPhone = (e164: string) =>
    users.findOrCreateByPhone(parsePhone(e164.slice(4), e164.slice(0, 4)), DEFAULT_LANGUAGE);

  for (const [phone, fleet] of [
    [DEMO_ACCOUNTS.provider.phone, demoTrucks],
    [DEMO_ACCOUNTS.secondProvider.phone, secondProviderTrucks],
  ] as const) {
    const provider = await byPhone(phone);
    if (provider.groupId && (await trucks.listForGroup(provider.groupId)).length === 0) {
      for (const truck of fleet) await trucks.create(provider.groupId, truck);
    }
  }

  let cementShipper = await byPhone(DEMO_CEMENT_SHIPPER);
  if (!cementShipper.userType) {
    cementShipper = await users.updateProfile(cementShipper.id, cementShipperProfile);
  }
  const shipper = await byPhone(DEMO_ACCOUNTS.shipper.phone);
  for (const [owner, demoLoads] of [
    [cementShipper.id, cementLoads],
    [shipper.id, tradingLoads],
  ] as const) {
    const posted = [
      ...(await loads.listForShipper(owner, 'pending')),
      ...(await loads.listForShipper(owner, 'done')),
    ];
    if (posted.length > 0) continue;
    for (const { inDays, ...load } of demoLoads) {
      const scheduledDate = new Date(clock.now().getTime() + inDays * 86_400_000);
      scheduledDate.setUTCHours(6, 0, 0, 0);
      await loads.create(owner, {
        ...load,
        scheduledDate: scheduledDate.toISOString(),
        images: [],
        status: 'pending',
      });
    }
  }

  await seedDemoFleet(services, {
    provider: await byPhone(DEMO_ACCOUNTS.provider.phone),
    shipper: cementShipper,
    tripMaterial: DEMO_TRIP_MATERIAL,
  });
}
