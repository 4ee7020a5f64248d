import type { TFunction } from 'i18next';
import type { Country } from '../../../contract/reference';

/**
 * One `Intl.DisplayNames` per language, made once: building one loads the browser's locale data,
 * and the country list would otherwise build one per country on the sign-in page's first render.
 */
const regionNames = new Map<string, Intl.DisplayNames | null>();

function regionNamesFor(language: string): Intl.DisplayNames | null {
  if (!regionNames.has(language)) {
    let names: Intl.DisplayNames | null = null;
    try {
      names = new Intl.DisplayNames([language], { type: 'region' });
    } catch {
      // An unknown language tag: the reference names are kept.
    }
    regionNames.set(language, names);
  }
  return regionNames.get(language) ?? null;
}

/** 'Saudi Arabia (+966)', the country named in the reader's language where the browser knows it. */
export function countryLabel(country: Country, t: TFunction, language: string): string {
  let name = country.name;
  try {
    name = regionNamesFor(language)?.of(country.isoCode) ?? name;
  } catch {
    // A code the browser does not know: keep the reference name.
  }
  return t('auth:country.option', { name, code: country.code });
}
