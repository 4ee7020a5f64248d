import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';

/**
 * Every user-facing string goes through i18next. One namespace per area: each
 * `locales/en/<area>.json` file is picked up here, so areas never edit a shared file.
 */
const files = import.meta.glob<{ default: Record<string, unknown> }>('./locales/en/*.json', {
  eager: true,
});
const en = Object.fromEntries(
  Object.entries(files).map(([path, module]) => [
    path.replace(/^.*\/(.+)\.json$/, '$1'),
    module.default,
  ]),
);

void i18n.use(initReactI18next).init({
  resources: { en },
  lng: 'en',
  fallbackLng: 'en',
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  showSupportNotice: false,
});

export default i18n;
