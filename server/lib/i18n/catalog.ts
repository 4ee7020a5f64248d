import { isRtl, type Language } from '../../../src/contract/languages';
import ar from '../../locales/ar.json';
import bn from '../../locales/bn.json';
import hi from '../../locales/hi.json';
import ur from '../../locales/ur.json';

/** What a catalog holds: the exact English text (or template) → its translation. */
export type Catalog = Readonly<Record<string, string>>;

/**
 * The server's words in every language but English (docs/architecture.md §9): keyed by the
 * English itself, so the code keeps writing English and a message is translated where it leaves.
 */
export const CATALOGS: Readonly<Record<Exclude<Language, 'en'>, Catalog>> = { ar, ur, hi, bn };

/** `{{name}}` in a template: filled with the value named `name`. */
export const PLACEHOLDER = /\{\{(\w+)\}\}/g;

/**
 * A value inside a sentence of `lang`: in a right-to-left language it is isolated (first strong
 * isolate … pop directional isolate), so an id, an amount or a Latin name inside Arabic or Urdu
 * reads in its own direction.
 */
export const isolatedIn = (lang: Language, value: string) =>
  isRtl(lang) ? `\u2068${value}\u2069` : value;

/**
 * The template with its placeholders filled, each value isolated (`isolatedIn`) unless told not
 * to: an SMS keeps plain text, since not every phone draws the marks invisibly.
 */
export function fillTemplate(
  template: string,
  values: Readonly<Record<string, string>>,
  lang: Language,
  { isolate = true }: { isolate?: boolean } = {},
): string {
  return template.replace(PLACEHOLDER, (whole, name: string) => {
    const value = values[name];
    if (value === undefined) return whole;
    return isolate ? isolatedIn(lang, value) : value;
  });
}

type MissingListener = (english: string, lang: Language) => void;
const missingListeners = new Set<MissingListener>();

/**
 * Hears of every English text that had to be sent untranslated: tests fail on it, the app logs it.
 * Returns the way to stop listening.
 */
export function onMissingTranslation(listener: MissingListener): () => void {
  missingListeners.add(listener);
  return () => missingListeners.delete(listener);
}

export function reportMissingTranslation(english: string, lang: Language): void {
  for (const listener of missingListeners) listener(english, lang);
}

/** The translation of an exact English text or template, if the catalog has it. */
export function lookUp(english: string, lang: Language): string | undefined {
  return lang === 'en' ? english : CATALOGS[lang][english];
}
