/*
 * The languages the product speaks (issue 20), in one place for the app, the driver page and the
 * server. Without zod: the driver link page's entry reads it (issue 8 web budgets).
 */

/** Every language a user, a visitor or a driver may choose; English is the reference. */
export const SUPPORTED_LANGUAGES = ['en', 'ar', 'ur', 'hi', 'bn'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'en';

/** The whole signed-in app. */
export const APP_LANGUAGES = ['en', 'ar'] as const satisfies readonly Language[];

/** The driver link page: the languages Gulf drivers read. */
export const DRIVER_LANGUAGES = SUPPORTED_LANGUAGES;

export function isLanguage(value: unknown): value is Language {
  return (SUPPORTED_LANGUAGES as readonly unknown[]).includes(value);
}

/** Arabic and Urdu are written right to left. */
export function isRtl(lang: Language): boolean {
  return lang === 'ar' || lang === 'ur';
}
