import type { TFunction } from 'i18next';
import { countryName } from './country-name';
import { referenceNamesOf, type ReferenceNames } from './reference-names';

/** A stop's place as loads store it. */
export type Place = { city: string; country: string };

/** How reference data reads in one language: cities, countries, places and truck types. */
export type ReferenceLabels = {
  language: string;
  city: (name: string) => string;
  country: (name: string) => string;
  /** 'Riyadh, Saudi Arabia'; 'الرياض، السعودية' */
  place: (place: Place) => string;
  truckType: (name: string) => string;
};

/** A city in `language` when its names are loaded, else (and for an unknown city) as stored. */
export function cityLabel(name: string, language: string): string {
  return referenceNamesOf(language)?.cities[name] ?? name;
}

/** A truck type ('12M', '3Ton') as `language` writes it, else as stored. */
export function truckTypeLabel(name: string, language: string): string {
  return referenceNamesOf(language)?.truckTypes[name] ?? name;
}

/**
 * Every label in `language`, from its `names` (undefined: the canonical ones); `t` is i18next's,
 * in the same language, for the place's own punctuation (`common:place`).
 */
export function referenceLabels(
  language: string,
  names: ReferenceNames | undefined,
  t: TFunction,
): ReferenceLabels {
  const city = (name: string) => names?.cities[name] ?? name;
  const country = (name: string) => countryName(name, language);
  return {
    language,
    city,
    country,
    place: (place) =>
      t('common:place', { city: city(place.city), country: country(place.country) }),
    truckType: (name) => names?.truckTypes[name] ?? name,
  };
}
