import type { Language } from '../../contract/languages';
import { isLanguage } from '../../lib/language-tags';

/**
 * Where a device keeps its language: the app's (a visitor's choice, and a signed-in user's copy
 * of their profile's, so the next start shows it at once) and the driver link page's (the
 * driver's own, which may be one the rest of the app does not offer).
 */
const KEYS = { app: 'language', driver: 'driverLanguage' } as const;

export type LanguageScope = keyof typeof KEYS;

export function readStoredLanguage(scope: LanguageScope): Language | null {
  try {
    const stored = localStorage.getItem(KEYS[scope]);
    return isLanguage(stored) ? stored : null;
  } catch {
    // Storage refused (a locked-down browser): the language is then asked each visit.
    return null;
  }
}

export function storeLanguage(scope: LanguageScope, language: Language): void {
  try {
    localStorage.setItem(KEYS[scope], language);
  } catch {
    // As above: the choice holds for this visit only.
  }
}
