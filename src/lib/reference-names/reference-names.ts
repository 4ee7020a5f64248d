/**
 * Display names of the reference data in one language, keyed by the canonical (English) value that
 * loads, trucks and trips store: only what is shown changes with the language, never what is kept.
 */
export type ReferenceNames = {
  cities: Readonly<Record<string, string>>;
  truckTypes: Readonly<Record<string, string>>;
};

/**
 * The languages whose names differ from the canonical ones; every other language shows those.
 * Each is a chunk of its own, fetched only when its language is in use, so no page's first load
 * (the driver link page's above all) carries them.
 */
const loaders: Readonly<Record<string, () => Promise<ReferenceNames>>> = {
  ar: () =>
    import('../../contract/reference/reference-names-ar.json').then((module) => module.default),
};

const loaded = new Map<string, ReferenceNames>();
const pending = new Map<string, Promise<void>>();
const listeners = new Set<() => void>();

/** 'ar-SA' → 'ar': the names are per language, whatever the region. */
export function baseLanguage(language: string): string {
  return language.split('-')[0]!.toLowerCase();
}

/** The names of a language once loaded; undefined before, or when it has no names of its own. */
export function referenceNamesOf(language: string): ReferenceNames | undefined {
  return loaded.get(baseLanguage(language));
}

/** Fetches a language's names once; resolves at once for a language without names of its own. */
export function loadReferenceNames(language: string): Promise<void> {
  const base = baseLanguage(language);
  const load = loaders[base];
  if (!load || loaded.has(base)) return Promise.resolve();
  let request = pending.get(base);
  if (!request) {
    request = load()
      .then((names) => {
        loaded.set(base, names);
        for (const listener of listeners) listener();
      })
      // A failed fetch (offline before the chunk was cached) may be tried again later.
      .finally(() => pending.delete(base));
    pending.set(base, request);
  }
  return request;
}

/** Called whenever a language's names arrive; returns the unsubscribe. */
export function subscribeReferenceNames(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
