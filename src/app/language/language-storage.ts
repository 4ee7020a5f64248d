import { isLanguage, type Language } from '../../contract/languages';

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

/** Set by the sign-in page's Language control: the next sign-in saves it to the profile. */
const CHOSEN_BEFORE_SIGN_IN = 'languageChosenBeforeSignIn';

export function rememberLanguageChosenBeforeSignIn(language: Language): void {
  try {
    sessionStorage.setItem(CHOSEN_BEFORE_SIGN_IN, language);
  } catch {
    // Storage refused: the profile's language then wins at sign-in.
  }
}

/** The sign-in page's choice, once: read and forgotten. */
export function takeLanguageChosenBeforeSignIn(): Language | null {
  try {
    const chosen = sessionStorage.getItem(CHOSEN_BEFORE_SIGN_IN);
    sessionStorage.removeItem(CHOSEN_BEFORE_SIGN_IN);
    return isLanguage(chosen) ? chosen : null;
  } catch {
    return null;
  }
}
