import { useEffect } from 'react';
import { APP_LANGUAGES, type Language } from '../../contract/languages';
import { currentLanguage } from '../../lib/current-language';
import { chooseLanguage } from './choose-language';

/**
 * A signed-in user sees the app in the language kept with their profile, chosen on any device
 * (a language the app does not offer, a driver's, leaves the device's choice). The device keeps
 * a copy, so the next start opens in it before the profile is read again.
 */
export function useProfileLanguage(language: Language | undefined): void {
  useEffect(() => {
    const offered: readonly Language[] = APP_LANGUAGES;
    if (!language || !offered.includes(language) || language === currentLanguage()) return;
    void chooseLanguage('app', language);
  }, [language]);
}
