import { addTranslations } from '../i18n';

// Every page's strings but those the entry carries (../i18n.ts) and the driver link page's own
// (src/features/driver-page/driver-page-translations.ts); loaded by the router before any other
// page renders.
addTranslations(
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
);
