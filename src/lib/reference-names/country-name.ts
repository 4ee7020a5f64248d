import { countries } from '../../contract/countries';

/**
 * One `Intl.DisplayNames` per language, made once: building one loads the browser's locale data,
 * and a country list would otherwise build one per country as it renders.
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

/** A country by its ISO code, in the reader's language where the browser knows it. */
export function countryNameOfCode(isoCode: string, fallback: string, language: string): string {
  try {
    return regionNamesFor(language)?.of(isoCode) ?? fallback;
  } catch {
    // A code the browser does not know: keep the reference name.
    return fallback;
  }
}

/** A country as loads store it ('Saudi Arabia'), in the reader's language; unknown names as they are. */
export function countryName(name: string, language: string): string {
  const country = countries.find((candidate) => candidate.name === name);
  return country ? countryNameOfCode(country.isoCode, name, language) : name;
}
