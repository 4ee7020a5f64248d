import { countries } from '../../../contract/reference';

export type CityChoice = { country: string; city: string };

// A city's name alone is not unique across the six countries (Ar Ruways), so options carry both.
const SEPARATOR = '::';

export function cityOptionValue({ country, city }: CityChoice): string {
  return `${country}${SEPARATOR}${city}`;
}

/** The choice behind an option value; null for 'All Cities' (the empty value) or anything unknown. */
export function parseCityOption(value: string): CityChoice | null {
  const at = value.indexOf(SEPARATOR);
  if (at <= 0) return null;
  return { country: value.slice(0, at), city: value.slice(at + SEPARATOR.length) };
}

export type CityGroup = { country: string; cities: string[] };

/** Every city of the six countries, grouped by country, alphabetical within each. */
export const cityGroups: readonly CityGroup[] = countries.map((country) => ({
  country: country.name,
  cities: country.cities.map((city) => city.name).sort((a, b) => a.localeCompare(b)),
}));
