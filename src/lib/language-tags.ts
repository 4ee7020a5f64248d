import type { Language } from '../contract/languages';

/**
 * The first of `tags` (BCP 47, as `navigator.languages` lists them) whose language is `offered`:
 * 'ar-SA' is Arabic, 'en-GB' English.
 */
export function firstOffered(
  tags: readonly string[],
  offered: readonly Language[],
): Language | undefined {
  for (const tag of tags) {
    const primary = tag.split(/[-_]/)[0]?.toLowerCase();
    const match = offered.find((language) => language === primary);
    if (match) return match;
  }
  return undefined;
}

/**
 * The Intl locale numbers and dates of `language` are written in. Western digits in every
 * language (`-u-nu-latn`), as Gulf business papers, plates, phone numbers and receipts write them
 * (docs/architecture.md §10).
 */
export function formatLocale(language: Language): string {
  return language === 'en' ? 'en' : `${language}-u-nu-latn`;
}
