import type { Country } from './reference';
import countriesJson from './reference/countries.json';

/**
 * Our own data, built by scripts/build-reference-data.ts and checked against `countrySchema` by
 * tests/unit/reference-data.test.ts: not parsed again at run time, where every page that shows a
 * country (the sign-in page first) would pay for it as it loads. A module without zod, so pages
 * that only format money or name a country (the driver's link) do not load the schemas.
 */
export const countries = countriesJson as unknown as readonly Country[];
