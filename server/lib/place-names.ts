import { inArray, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { countries } from '../../src/contract/reference';
import namesAr from '../../src/contract/reference/reference-names-ar.json';
import { searchText } from '../../src/contract/search-text';
import type { ListColumn } from './list-page';

type NamedPlace = { canonical: string; shown: string };

/**
 * The names the lists show a place by in each language but English (whose names are the stored
 * ones): cities from the reference names, countries as Intl names them, as the web app does.
 */
const shownCities: NamedPlace[] = Object.entries(namesAr.cities).map(([canonical, shown]) => ({
  canonical,
  shown: searchText(shown),
}));
const arabicRegions = new Intl.DisplayNames(['ar'], { type: 'region' });
const shownCountries: NamedPlace[] = countries.map((country) => ({
  canonical: country.name,
  shown: searchText(arabicRegions.of(country.isoCode) ?? country.name),
}));

/**
 * The stored city names in the order of the names an Arabic reader sees, joined by a character
 * no name holds: the database splits it back into one array, sent as one parameter.
 */
const arabicCollator = new Intl.Collator('ar');
const CITY_SEPARATOR = '|';
const citiesInArabicOrder = Object.entries(namesAr.cities)
  .sort(([, a], [, b]) => arabicCollator.compare(a, b))
  .map(([canonical]) => canonical)
  .join(CITY_SEPARATOR);

/** A city column's order: by its stored name, and by the name it shows in Arabic for that reader. */
export function cityOrder(city: AnyColumn): Pick<ListColumn, 'order' | 'orderIn'> {
  return {
    order: sql`lower(${city})`,
    orderIn: {
      ar: sql`array_position(string_to_array(${citiesInArabicOrder}, ${CITY_SEPARATOR}), ${city})`,
    },
  };
}

const containing = (places: NamedPlace[], needle: string) =>
  places.filter((place) => place.shown.includes(needle)).map((place) => place.canonical);

/**
 * The stored cities and countries whose shown name contains `filter` (a route filter typed in
 * Arabic: 'الدمام' → Dammam), so a list filters by what its reader sees, not only by the stored text.
 */
export function placesShownAs(filter: string): { cities: string[]; countries: string[] } {
  const needle = searchText(filter.trim());
  if (needle === '') return { cities: [], countries: [] };
  return { cities: containing(shownCities, needle), countries: containing(shownCountries, needle) };
}

/** A route column's extra filter: its city or its country shown under a name containing it. */
export function placeShownAs(city: AnyColumn, country: SQL) {
  return (filter: string): SQL | undefined => {
    const shown = placesShownAs(filter);
    return or(
      shown.cities.length > 0 ? inArray(city, shown.cities) : undefined,
      shown.countries.length > 0 ? inArray(country, shown.countries) : undefined,
    );
  };
}

/**
 * A list's origin or destination column: ordered by its city as its reader sees it, filtered by
 * 'City, Country' as stored or by the names the place shows in the reader's language.
 */
export function routePlaceColumn(city: AnyColumn, stop: AnyColumn): ListColumn {
  const country = sql`(${stop}->>'country')`;
  return {
    ...cityOrder(city),
    text: sql`${city} || ', ' || ${country}`,
    alsoMatching: placeShownAs(city, country),
  };
}
