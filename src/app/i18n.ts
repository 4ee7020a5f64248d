import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { APP_LANGUAGES, isLanguage, type Language } from '../contract/languages';
import { currentLanguage } from '../lib/current-language';
import { loadLanguageFonts } from './fonts/load-language-fonts';
import { applyHtmlLanguage } from './language/html-language';
import { appLanguage } from './language/language-choice';
import { readStoredLanguage } from './language/language-storage';
import { loadBundles, registerLocaleUrls, type LocaleUrls } from './language/locale-bundles';
import { startLanguage } from './language/start-language';

/**
 * Every user-facing string goes through i18next. One namespace per area: each
 * `locales/<language>/<area>.json` file is picked up by a glob, so areas never edit a shared file.
 *
 * English is the reference and the fallback, bundled with the code that shows it: the entry
 * carries only the namespaces of what it shows itself (loading, error and session screens, the
 * update offer); the others come with the pages, added before a page renders, so no key ever
 * shows in place of its text: the driver link page adds its own (issue 8 web budgets: its first
 * load carries no other area's strings), every other page waits for the rest
 * (`loadAppTranslations`, in the router). Other languages are JSON files fetched for the
 * namespaces the page has, only for the language in use (docs/architecture.md §10).
 */
type LocaleFiles = Record<string, { default: Record<string, unknown> }>;

const entryFiles: LocaleFiles = import.meta.glob(
  ['./locales/en/app.json', './locales/en/common.json', './locales/en/pwa.json'],
  { eager: true },
);
const entryUrls: LocaleUrls = import.meta.glob(
  ['./locales/*/app.json', './locales/*/common.json', './locales/*/pwa.json', '!./locales/en/*'],
  { eager: true, query: '?url', import: 'default' },
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

/** The language the page opens in, known before anything renders (./language/start-language.ts). */
const opening: Language =
  typeof window === 'undefined' ? 'en' : startLanguage(window.location, navigator.languages ?? []);

/** The language shown, or the one being switched to while its strings load. */
let wanted: Language = opening;

/** Whether the page's first language is shown (or could not be): from then on, every change is. */
let openingSettled = opening === 'en';

i18n.on('languageChanged', (language) => {
  if (typeof document === 'undefined' || !isLanguage(language)) return;
  // i18next starts in English while the page's own language loads: the page keeps the language
  // it was served in (a first screen drawn in Urdu stays right to left) until that one is shown.
  if (!openingSettled && language !== wanted) return;
  applyHtmlLanguage(document.documentElement, language);
});

void i18n.use(initReactI18next).init({
  resources: { en: byNamespace(entryFiles) },
  lng: 'en',
  fallbackLng: 'en',
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  showSupportNotice: false,
});
registerLocaleUrls(entryUrls);

/** The language shown, or the one the page is opening in or switching to while its strings load. */
export function languageOpening(): Language {
  return wanted;
}

/** The namespaces this visit has so far: English is added for every page that loaded. */
function loadedNamespaces(): string[] {
  return Object.keys(i18n.store.data.en ?? {});
}

/**
 * `language`'s strings of `namespaces`, for words written in a language other than the page's
 * (a driver link's share message); true once all are in.
 */
export function loadTranslations(language: Language, namespaces: readonly string[]) {
  return loadBundles(i18n, language, namespaces);
}

/** What the page needs to be shown in `language`: its strings (true once all are in) and fonts. */
function loadLanguage(language: Language, namespaces = loadedNamespaces()) {
  void loadLanguageFonts(language).catch(() => undefined);
  return loadTranslations(language, namespaces);
}

/** Switches the app to `language` (its strings loaded first); false when they could not all load. */
export async function setLanguage(language: Language): Promise<boolean> {
  wanted = language;
  const loaded = await loadLanguage(language);
  // A later choice made while this one loaded wins.
  if (wanted !== language || !loaded) return false;
  await i18n.changeLanguage(language);
  return true;
}

/**
 * The page's first language, resolved before anything renders; the app renders once its strings
 * are in (src/main.tsx). Strings that could not load show in English.
 */
export const firstLanguageShown: Promise<void> = openingSettled
  ? Promise.resolve()
  : (async () => {
      try {
        await loadLanguage(opening);
        if (wanted === opening) await i18n.changeLanguage(opening);
      } finally {
        openingSettled = true;
      }
    })();

/**
 * Adds namespaces (eagerly globbed `locales/en/*.json` modules, and the other languages' URLs)
 * and resolves once they are there in the language shown (or being switched to).
 */
export async function addTranslations(files: LocaleFiles, urls: LocaleUrls = {}): Promise<void> {
  const english = byNamespace(files);
  for (const [namespace, strings] of Object.entries(english)) {
    i18n.addResourceBundle('en', namespace, strings, true, true);
  }
  registerLocaleUrls(urls);
  const namespaces = Object.keys(english);
  await Promise.all([
    loadTranslations(currentLanguage(), namespaces),
    loadTranslations(wanted, namespaces),
  ]);
}

/**
 * Every namespace but the driver link page's, in one chunk: what the other pages show, in a
 * language they offer (a driver's Urdu on this device is not one: the app's own choice is then).
 */
export async function loadAppTranslations(): Promise<void> {
  const offered: readonly Language[] = APP_LANGUAGES;
  const switching = offered.includes(wanted)
    ? undefined
    : setLanguage(appLanguage({ stored: readStoredLanguage('app'), browser: navigator.languages }));
  const { appTranslations } = await import('./locales/app-translations');
  await Promise.all([appTranslations, switching]);
}

export default i18n;
