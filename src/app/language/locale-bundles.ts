import type { i18n as I18n } from 'i18next';
import { isLanguage, type Language } from '../../contract/languages';

/**
 * `{ '<folder>/<language>/<namespace>.json': its URL }`: an eager `import.meta.glob` with
 * `query: '?url'`. The strings stay JSON files the page fetches (and the service worker
 * precaches), never JavaScript: a language adds nothing to a page's first load.
 */
export type LocaleUrls = Record<string, string>;

const urls = new Map<Language, Map<string, string>>();
const fetching = new Map<string, Promise<boolean>>();

/** Makes the files' languages loadable; the page's own English comes with its code. */
export function registerLocaleUrls(files: LocaleUrls): void {
  for (const [path, url] of Object.entries(files)) {
    const [, language, namespace] = /\/([^/]+)\/([^/]+)\.json$/.exec(path) ?? [];
    if (!isLanguage(language) || !namespace) continue;
    const byNamespace = urls.get(language) ?? new Map<string, string>();
    byNamespace.set(namespace, url);
    urls.set(language, byNamespace);
  }
}

function fetchBundle(i18n: I18n, language: Language, namespace: string, url: string) {
  let bundle = fetching.get(url);
  if (!bundle) {
    bundle = fetch(url)
      .then(async (response) => {
        if (!response.ok) throw new Error(`${url} answered ${response.status}`);
        i18n.addResourceBundle(language, namespace, await response.json(), true, true);
        return true;
      })
      .catch(() => {
        // Asked again next time (back online, or the next page).
        fetching.delete(url);
        return false;
      });
    fetching.set(url, bundle);
  }
  return bundle;
}

/**
 * Loads `language`'s strings of `namespaces` that are not there yet; true once all are. A
 * namespace that language has no file for shows in English (i18next's fallback), never as keys.
 */
export async function loadBundles(
  i18n: I18n,
  language: Language,
  namespaces: readonly string[],
): Promise<boolean> {
  const byNamespace = urls.get(language);
  const loaded = await Promise.all(
    namespaces.map((namespace) => {
      const url = byNamespace?.get(namespace);
      if (!url || i18n.hasResourceBundle(language, namespace)) return true;
      return fetchBundle(i18n, language, namespace, url);
    }),
  );
  return loaded.every(Boolean);
}
