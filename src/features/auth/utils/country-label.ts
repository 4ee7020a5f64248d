import type { TFunction } from 'i18next';
import type { Country } from '../../../contract/reference';
import { countryNameOfCode } from '../../../lib/reference-names/country-name';

/** 'Saudi Arabia (+966)', the country named in the reader's language where the browser knows it. */
export function countryLabel(country: Country, t: TFunction, language: string): string {
  const name = countryNameOfCode(country.isoCode, country.name, language);
  return t('auth:country.option', { name, code: country.code });
}
