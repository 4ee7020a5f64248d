import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';

/**
 * Every user-facing string goes through i18next. One namespace per area: each
 * `locales/en/<area>.json` file is picked up by a glob, so areas never edit a shared file.
 *
 * The entry carries only the namespaces of what it shows itself (loading, error and session
 * screens, the update offer); the others come with the pages, added before a page renders, so no
 * key ever shows in place of its text: the driver link page adds its own (issue 8 web budgets:
 * its first load carries no other area's strings), every other page waits for the rest
 * (`loadAppTranslations`, in the router).
 */
type LocaleFiles = Record<string, { default: Record<string, unknown> }>;

const entryFiles: LocaleFiles = import.meta.glob(
  ['./locales/en/app.json', './locales/en/common.json', './locales/en/pwa.json'],
  { eager: true },
);

/** `{ '<path>/trips.json': module }` → `{ trips: strings }`. */
function byNamespace(files: LocaleFiles): Record<string, Record<string, unknown>> {
  return Object.fromEntries(
    Object.entries(files).map(([path, module]) => [
      path.replace(/^.*\/(.+)\.json$/, '$1'),
      module.default,
    ]),
  );
}

void i18n.use(initReactI18next).init({
  resources: { en: byNamespace(entryFiles) },
  lng: 'en',
  fallbackLng: 'en',
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  showSupportNotice: false,
});

/** Adds namespaces (eagerly globbed `locales/en/*.json` modules) before anything shows them. */
export function addTranslations(files: LocaleFiles): void {
  for (const [namespace, strings] of Object.entries(byNamespace(files))) {
    i18n.addResourceBundle('en', namespace, strings, true, true);
  }
}

/** Every namespace but the driver link page's, in one chunk: what the other pages show. */
export async function loadAppTranslations(): Promise<void> {
  await import('./locales/app-translations');
}

export default i18n;
