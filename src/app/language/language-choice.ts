import {
  APP_LANGUAGES,
  DRIVER_LANGUAGES,
  isLanguage,
  type Language,
} from '../../contract/languages';
import { firstOffered } from '../../lib/language-tags';

type AppSources = {
  /** The device's choice (a visitor's, or the signed-in user's last known). */
  stored: Language | null;
  /** The browser's languages, most wanted first (`navigator.languages`). */
  browser: readonly string[];
};

/** The rest of the app (English and Arabic): the device's choice, else the browser's, else English. */
export function appLanguage({ stored, browser }: AppSources): Language {
  const offered: readonly Language[] = APP_LANGUAGES;
  if (stored && offered.includes(stored)) return stored;
  return firstOffered(browser, offered) ?? 'en';
}

type DriverSources = AppSources & {
  /** `?lang=` of the link: the provider chose it for the driver when sharing. */
  linked: string | null;
  /** The driver page's own choice on this device. */
  storedDriver: Language | null;
};

/**
 * The driver link page (all five languages): the link's `?lang=`, else what was chosen on this
 * device (on the driver page, else in the app), else the browser's, else English.
 */
export function driverLanguage({ linked, storedDriver, stored, browser }: DriverSources): Language {
  if (isLanguage(linked)) return linked;
  return storedDriver ?? stored ?? firstOffered(browser, DRIVER_LANGUAGES) ?? 'en';
}
