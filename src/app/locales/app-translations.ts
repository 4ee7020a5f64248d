import { addTranslations } from '../i18n';

// Every page's strings but those the entry carries (../i18n.ts) and the driver link page's own
// (src/features/driver-page/driver-page-translations.ts); loaded by the router before any other
// page renders, in English and in the language shown.
export const appTranslations = addTranslations(
  import.meta.glob(
    [
      './en/*.json',
      '!./en/app.json',
      '!./en/common.json',
      '!./en/pwa.json',
      '!./en/driver-page.json',
    ],
    { eager: true },
  ),
  import.meta.glob(
    [
      './*/*.json',
      '!./en/*',
      '!./*/app.json',
      '!./*/common.json',
      '!./*/pwa.json',
      '!./*/driver-page.json',
    ],
    { eager: true, query: '?url', import: 'default' },
  ),
);
