import type { Language } from '../../contract/languages';

/** One load per language and page; a failed one is forgotten, so the next call tries again. */
const loads = new Map<Language, Promise<void>>();

/**
 * Loads the font of the language's script (Arabic, Urdu, Hindi, Bengali; English keeps the
 * system's fonts) and keeps it on the device for offline use. The fonts' table and files come in
 * a chunk of their own, fetched for such a language only, so no page's first JavaScript carries
 * them. Never rejects: until the font is there, the text shows in the system's font
 * (font-display: swap), which is also what a failed load leaves.
 */
export function loadLanguageFonts(language: Language): Promise<void> {
  if (language === 'en') return Promise.resolve();
  let load = loads.get(language);
  if (!load) {
    load = import('./add-script-font')
      .then(({ addScriptFont }) => addScriptFont(language))
      .catch(() => {
        loads.delete(language);
      });
    loads.set(language, load);
  }
  return load;
}
