import type { TFunction } from 'i18next';
import type { Country } from '../../../contract/reference';

/** 'Saudi Arabia (+966)', the country named in the reader's language where the browser knows it. */
export function countryLabel(country: Country, t: TFunction, language: string): string {
  let name = country.name;
  try {
    name = new Intl.DisplayNames([language], { type: 'region' }).of(country.isoCode) ?? name;
  } catch {
    // An unknown language tag: keep the reference name.
  }
  return t('auth:country.option', { name, code: country.code });
}
