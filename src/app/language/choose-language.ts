import type { Language } from '../../contract/languages';
import { setLanguage } from '../i18n';
import { storeLanguage, type LanguageScope } from './language-storage';

/**
 * A language chosen on this device (or the signed-in user's, from their profile): shown once its
 * strings are in, and kept on the device for the next visit. False when they could not load
 * (offline before they were ever saved): nothing changes then.
 */
export async function chooseLanguage(scope: LanguageScope, language: Language): Promise<boolean> {
  const shown = await setLanguage(language);
  if (shown) storeLanguage(scope, language);
  return shown;
}
