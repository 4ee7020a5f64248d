// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  countries,
  countryByDialCode,
  countrySchema,
  phoneLengthFor,
  truckTypes,
} from '../../src/contract/reference';
import {
  buildCountries,
  cleanName,
  generateCountriesJson,
  serializeCountries,
  type DatasetCity,
} from '../../scripts/build-reference-data';

const COUNTRIES_FILE = new URL('../../src/contract/reference/countries.json', import.meta.url);

/** docs/product.md §3, with ISO 4217 minor units for the decimals. */
const expectedCountries = [
  {
    name: 'Bahrain',
    isoCode: 'BH',
    code: '+973',
    currency: 'BHD',
    currencyDecimals: 3,
    phoneNumberLength: 8,
  },
  {
    name: 'Kuwait',
    isoCode: 'KW',
    code: '+965',
    currency: 'KWD',
    currencyDecimals: 3,
    phoneNumberLength: 8,
  },
  {
    name: 'Oman',
    isoCode: 'OM',
    code: '+968',
    currency: 'OMR',
    currencyDecimals: 3,
    phoneNumberLength: 8,
  },
  {
    name: 'Qatar',
    isoCode: 'QA',
    code: '+974',
    currency: 'QAR',
    currencyDecimals: 2,
    phoneNumberLength: 8,
  },
  {
    name: 'Saudi Arabia',
    isoCode: 'SA',
    code: '+966',
    currency: 'SAR',
    currencyDecimals: 2,
    phoneNumberLength: 9,
  },
  {
    name: 'United Arab Emirates',
    isoCode: 'AE',
    code: '+971',
    currency: 'AED',
    currencyDecimals: 2,
    phoneNumberLength: 9,
  },
];

/** Rough [minLng, minLat, maxLng, maxLat] per country: a lng/lat swap lands outside every one. */
const boundingBoxes: Record<string, [number, number, number, number]> = {
  BH: [50.3, 25.5, 50.9, 26.4],
  KW: [46.5, 28.5, 48.6, 30.2],
  OM: [51.8, 16.6, 59.9, 26.5],
  QA: [50.7, 24.4, 51.7, 26.2],
  SA: [34.4, 16.3, 55.7, 32.2],
  AE: [51.5, 22.6, 56.5, 26.1],
};

/**
 * docs/product.md §3 counts and the band accepted around each. The open dataset (GeoNames populated places of
 * 1000+ inhabitants) lists towns, not districts, so Qatar, whose SPEC list counts Doha's zones
 * (~150), is far below; the band only guards against losing or multiplying the data.
 */
const countBands: Record<string, { spec: number; min: number; max: number }> = {
  BH: { spec: 10, min: 8, max: 14 },
  KW: { spec: 34, min: 22, max: 45 },
  OM: { spec: 41, min: 28, max: 55 },
  QA: { spec: 150, min: 15, max: 170 },
  SA: { spec: 110, min: 85, max: 140 },
  AE: { spec: 20, min: 17, max: 30 },
};

const hubs: Record<string, string[]> = {
  BH: ['Manama'],
  KW: ['Kuwait City'],
  OM: ['Muscat', 'Sohar'],
  QA: ['Doha'],
  SA: ['Riyadh', 'Jeddah', 'Dammam'],
  AE: ['Dubai', 'Abu Dhabi', 'Sharjah'],
};

describe('country reference data', () => {
  it('matches the country schema (the app trusts the file rather than parsing it as it loads)', () => {
    const file: unknown = JSON.parse(readFileSync(COUNTRIES_FILE, 'utf8'));
    expect(z.array(countrySchema).safeParse(file).success).toBe(true);
  });

  it('has exactly the six SPEC countries, sorted by name, with their dial codes, currencies and phone lengths', () => {
    expect(countries.map(({ cities: _cities, ...meta }) => meta)).toEqual(expectedCountries);
  });

  it('puts every city inside its country with [lng, lat] rounded to 5 decimals', () => {
    for (const country of countries) {
      const [minLng, minLat, maxLng, maxLat] = boundingBoxes[country.isoCode]!;
      for (const city of country.cities) {
        const [lng, lat] = city.coordinates;
        expect(city.coordinates, `${country.name} / ${city.name}`).toHaveLength(2);
        expect(lng, `${country.name} / ${city.name} lng`).toBeGreaterThanOrEqual(minLng);
        expect(lng, `${country.name} / ${city.name} lng`).toBeLessThanOrEqual(maxLng);
        expect(lat, `${country.name} / ${city.name} lat`).toBeGreaterThanOrEqual(minLat);
        expect(lat, `${country.name} / ${city.name} lat`).toBeLessThanOrEqual(maxLat);
        expect(Math.round(lng * 1e5) / 1e5).toBe(lng);
        expect(Math.round(lat * 1e5) / 1e5).toBe(lat);
      }
    }
  });

  it('has no empty, padded or duplicate (case-insensitive) city names within a country', () => {
    for (const country of countries) {
      const names = country.cities.map((city) => city.name);
      for (const name of names) {
        expect(name.trim()).toBe(name);
        expect(name.length).toBeGreaterThan(0);
      }
      const lowered = names.map((name) => name.toLocaleLowerCase('en'));
      expect(new Set(lowered).size, country.name).toBe(names.length);
    }
  });

  it('sorts each country’s cities by name', () => {
    const collator = new Intl.Collator('en', { sensitivity: 'variant', numeric: true });
    for (const country of countries) {
      const names = country.cities.map((city) => city.name);
      expect(names).toEqual([...names].sort((a, b) => collator.compare(a, b)));
    }
  });

  it('has a city count per country within a sensible band of SPEC’s', () => {
    for (const country of countries) {
      const band = countBands[country.isoCode]!;
      expect(country.cities.length, country.name).toBeGreaterThanOrEqual(band.min);
      expect(country.cities.length, country.name).toBeLessThanOrEqual(band.max);
    }
  });

  it('includes the main logistics hubs with plausible coordinates', () => {
    for (const country of countries) {
      for (const hub of hubs[country.isoCode]!) {
        expect(
          country.cities.map((city) => city.name),
          country.name,
        ).toContain(hub);
      }
    }
    // Within ~30 km of the well-known centre, in [lng, lat] order.
    const near = (dial: string, name: string, [lng, lat]: [number, number]) => {
      const city = countryByDialCode(dial)!.cities.find((entry) => entry.name === name)!;
      expect(Math.abs(city.coordinates[0] - lng), `${name} lng`).toBeLessThan(0.3);
      expect(Math.abs(city.coordinates[1] - lat), `${name} lat`).toBeLessThan(0.3);
    };
    near('+966', 'Riyadh', [46.72, 24.69]);
    near('+966', 'Jeddah', [39.17, 21.54]);
    near('+971', 'Dubai', [55.27, 25.2]);
    near('+974', 'Doha', [51.53, 25.29]);
    near('+965', 'Kuwait City', [47.98, 29.37]);
  });

  it('is exactly the file the build step generates (not edited by hand)', () => {
    expect(readFileSync(COUNTRIES_FILE, 'utf8')).toBe(generateCountriesJson());
  });

  it('resolves the phone length by dial code, 9 when unknown', () => {
    expect(phoneLengthFor('+973')).toBe(8);
    expect(phoneLengthFor('+965')).toBe(8);
    expect(phoneLengthFor('+966')).toBe(9);
    expect(phoneLengthFor('+971')).toBe(9);
    expect(phoneLengthFor('+1')).toBe(9);
  });
});

describe('build step', () => {
  const record = (
    cityId: number,
    name: string,
    country: string,
    population: number,
    coordinates: [number, number],
    featureCode = 'PPL',
  ): DatasetCity => ({ cityId, name, country, featureCode, population, loc: { coordinates } });

  const sample: DatasetCity[] = [
    record(1, 'Riyadh', 'SA', 4205961, [46.721850000001, 24.687730000002], 'PPLC'),
    record(2, 'Jeddah', 'SA', 2867446, [39.19797, 21.54238]),
    record(3, 'Al Jubayl', 'SA', 9108, [45.1, 25.4]),
    record(4, 'AL JUBAYL', 'SA', 237274, [49.62251, 27.0174]),
    record(5, 'Dammam', 'SA', 768602, [50.10326, 26.43442], 'PPLA'),
    record(6, 'Some Airport', 'SA', 5000, [46.7, 24.9], 'AIRP'),
    record(7, 'Dubai', 'AE', 2956587, [55.30472, 25.25817], 'PPLA'),
    record(8, 'Abu Dhabi', 'AE', 603492, [54.39696, 24.45118], 'PPLC'),
    record(9, 'Sharjah', 'AE', 1324473, [55.41206, 25.33737], 'PPLA'),
    record(10, 'Doha', 'QA', 344939, [51.53096, 25.28545], 'PPLC'),
    record(11, 'Kuwait City', 'KW', 60064, [47.97833, 29.36972], 'PPLC'),
    record(12, 'Muscat', 'OM', 797000, [58.40778, 23.58413], 'PPLC'),
    record(13, 'Sohar', 'OM', 108274, [56.70937, 24.34745], 'PPLA'),
    record(14, 'Manama', 'BH', 147074, [50.58565, 26.22787], 'PPLC'),
    record(15, 'Paris', 'FR', 2138551, [2.3488, 48.85341], 'PPLC'),
  ];

  it('keeps the six countries, drops non-populated places, dedupes onto the most populous, rounds and sorts', () => {
    const built = buildCountries(sample);
    expect(built.map((country) => country.isoCode)).toEqual(['BH', 'KW', 'OM', 'QA', 'SA', 'AE']);
    const saudi = built.find((country) => country.isoCode === 'SA')!;
    expect(saudi.cities).toEqual([
      { name: 'AL JUBAYL', coordinates: [49.62251, 27.0174] },
      { name: 'Dammam', coordinates: [50.10326, 26.43442] },
      { name: 'Jeddah', coordinates: [39.19797, 21.54238] },
      { name: 'Riyadh', coordinates: [46.72185, 24.68773] },
    ]);
  });

  it('is deterministic whatever the input order', () => {
    const forward = serializeCountries(buildCountries(sample));
    const backward = serializeCountries(buildCountries([...sample].reverse()));
    expect(backward).toBe(forward);
    expect(JSON.parse(forward)).toEqual(buildCountries(sample));
  });

  it('refuses to build without a required logistics hub', () => {
    expect(() => buildCountries(sample.filter((city) => city.name !== 'Dammam'))).toThrow(/Dammam/);
  });

  it('cleans stray Arabic-script marks, spacing and a lower-case first letter from names', () => {
    expect(cleanName('shokhaib\u064d')).toBe('Shokhaib');
    expect(cleanName('  Al   Khawr ')).toBe('Al Khawr');
    expect(cleanName('Ta’if')).toBe('Ta’if');
  });
});

describe('truck type reference', () => {
  it('matches docs/product.md §3 exactly: names, weights and options in order', () => {
    const heavy = ['open side grill', 'closed box', 'curtain side'];
    expect(truckTypes).toEqual([
      { name: '3Ton', weight: 3000, options: ['open side grill', 'closed box'] },
      { name: '4.2Ton', weight: 4200, options: ['open side grill'] },
      { name: '7Ton', weight: 7000, options: ['open side grill'] },
      { name: '10Ton', weight: 10000, options: heavy },
      { name: '12M', weight: 20000, options: heavy },
      { name: '13.6M', weight: 25000, options: heavy },
      {
        name: '15M',
        weight: 30000,
        options: [
          'flat bed',
          'open side grill',
          'open box',
          'curtain side',
          'closed box',
          'reefer',
        ],
      },
    ]);
  });
});
