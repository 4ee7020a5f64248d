import type { Language } from '../../../contract/languages';

/**
 * Each language by its own name, the same in every language: a reader finds theirs in the list
 * whatever the page is in now. Not translations, so not in the locale files.
 */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  ar: 'العربية',
  ur: 'اردو',
  hi: 'हिन्दी',
  bn: 'বাংলা',
};
