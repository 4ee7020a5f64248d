import type { TruckType } from '../reference';

const heavyOptions = ['open side grill', 'closed box', 'curtain side'];

/** docs/product.md §3 truck type reference: name, weight in kg, body options (the first is the default). */
export const truckTypes: readonly TruckType[] = [
  { name: '3Ton', weight: 3000, options: ['open side grill', 'closed box'] },
  { name: '4.2Ton', weight: 4200, options: ['open side grill'] },
  { name: '7Ton', weight: 7000, options: ['open side grill'] },
  { name: '10Ton', weight: 10000, options: heavyOptions },
  { name: '12M', weight: 20000, options: heavyOptions },
  { name: '13.6M', weight: 25000, options: heavyOptions },
  {
    name: '15M',
    weight: 30000,
    options: ['flat bed', 'open side grill', 'open box', 'curtain side', 'closed box', 'reefer'],
  },
];

export const truckBodyOptions = [
  'flat bed',
  'closed box',
  'open box',
  'open side grill',
  'curtain side',
  'reefer',
] as const;
