export const SUPPORTED_LANGUAGES = ['en', 'ar', 'ur', 'hi', 'bn'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];
export const APP_LANGUAGES = ['en', 'ar'] as const satisfies readonly Language[];
export const DRIVER_LANGUAGES = SUPPORTED_LANGUAGES;
export function isRtl(language: Language): boolean {
  return language === 'ar' || language === 'ur';
}
