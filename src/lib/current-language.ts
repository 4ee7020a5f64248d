import i18next from 'i18next';
import { isLanguage, type Language } from '../contract/languages';
import { formatLocale } from './language-tags';

/** The language the app shows now (src/app/i18n.ts sets it); English until one is set. */
export function currentLanguage(): Language {
  return isLanguage(i18next.language) ? i18next.language : 'en';
}

/** The Intl locale of the language shown now, for numbers and dates. */
export function currentFormatLocale(): string {
  return formatLocale(currentLanguage());
}

/**
 * Every API call says which language its `msg` is wanted in: the one shown, the driver link page's
 * included (the server's answer to a signed-in user otherwise follows their stored choice).
 */
export function languageHeaders(): { 'Accept-Language': Language } {
  return { 'Accept-Language': currentLanguage() };
}
