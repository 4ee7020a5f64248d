/**
 * The rules a translated locale keeps against English (tests/unit/locale-parity.test.ts): every
 * key and no other, the plural forms its language has, the same {{placeholders}} and tags, no
 * empty text, and no text left in English but names and units.
 */

/** A namespace's strings as its JSON file holds them. */
export type LocaleFile = Record<string, unknown>;

/** Text that reads the same in every language. */
export const SAME_IN_EVERY_LANGUAGE = new Set([
  'Gulf Freight',
  // The map's data sources.
  'Natural Earth · GeoNames',
  'FTL',
  'LTL',
  'CVC',
  'MM/YY',
  'Kg',
  '{{value}} kg',
  '± {{metres}} m',
]);

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
/** Forms that may name their number in words ('one load', 'two loads') rather than as {{count}}. */
const FORMS_WITHOUT_COUNT = new Set(['zero', 'one', 'two']);

function flatten(file: LocaleFile, prefix = ''): Map<string, unknown> {
  const keys = new Map<string, unknown>();
  for (const [key, value] of Object.entries(file)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
      for (const [inner, text] of flatten(value as LocaleFile, path)) keys.set(inner, text);
    } else {
      keys.set(path, value);
    }
  }
  return keys;
}

const placeholders = (text: string) =>
  new Set([...text.matchAll(/\{\{\s*([^},\s]+)[^}]*\}\}/g)].map((match) => match[1] ?? ''));
const tags = (text: string) => [...text.matchAll(/<\/?[\w-]+\s*\/?>/g)].map(String).sort();
const words = (text: string) => text.replace(/\{\{[^}]*\}\}|<[^>]*>/g, '');

type EnglishKey = { english: string; pluralBase?: string; form?: string };

/**
 * English's keys as the language must have them: a plural English writes with _one and _other
 * takes, in the language, the forms Intl.PluralRules says it has.
 */
function expectedKeys(english: Map<string, unknown>, language: string): Map<string, EnglishKey> {
  const forms = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
  const expected = new Map<string, EnglishKey>();
  for (const [key, value] of english) {
    const text = String(value);
    const base = key.replace(PLURAL_SUFFIX, '');
    const isPlural = base !== key && english.has(`${base}_one`) && english.has(`${base}_other`);
    if (!isPlural) {
      expected.set(key, { english: text });
      continue;
    }
    for (const form of forms) {
      expected.set(`${base}_${form}`, {
        english: String(english.get(`${base}_${form}`) ?? english.get(`${base}_other`)),
        pluralBase: base,
        form,
      });
    }
  }
  return expected;
}

const within = (key: string, only: readonly string[] | undefined) =>
  !only || only.some((prefix) => key === prefix || key.startsWith(`${prefix}.`));

/**
 * What is wrong with one namespace of a language, all of it or only the keys under `only`;
 * empty when nothing is.
 */
export function localeFileProblems(
  language: string,
  namespace: string,
  englishFile: LocaleFile,
  translatedFile: LocaleFile | undefined,
  only?: readonly string[],
): string[] {
  const where = `${language}/${namespace}.json`;
  if (!translatedFile) return [`${where}: missing file`];
  const english = new Map([...flatten(englishFile)].filter(([key]) => within(key, only)));
  const translated = flatten(translatedFile);
  const expected = expectedKeys(english, language);
  const problems: string[] = [];
  for (const key of translated.keys()) {
    if (!expected.has(key)) problems.push(`${where}: extra key ${key}`);
  }
  for (const [key, { english: englishText, pluralBase, form }] of expected) {
    const value = translated.get(key);
    if (value === undefined) {
      problems.push(`${where}: missing key ${key}`);
      continue;
    }
    if (typeof value !== 'string') {
      problems.push(`${where}: ${key} is not text`);
      continue;
    }
    if (value.trim() === '') problems.push(`${where}: ${key} is empty`);
    const have = placeholders(value);
    // Every English form's placeholders are allowed; the 'other' form's are required.
    const allowed = pluralBase
      ? new Set(
          [...english]
            .filter(([other]) => other.replace(PLURAL_SUFFIX, '') === pluralBase)
            .flatMap(([, text]) => [...placeholders(String(text))]),
        )
      : placeholders(englishText);
    const required = new Set(
      [...(pluralBase ? placeholders(String(english.get(`${pluralBase}_other`))) : allowed)].filter(
        (name) => !(name === 'count' && form && FORMS_WITHOUT_COUNT.has(form)),
      ),
    );
    const missing = [...required].filter((name) => !have.has(name));
    const unknown = [...have].filter((name) => !allowed.has(name));
    if (missing.length > 0) problems.push(`${where}: ${key} lacks {{${missing.join('}}, {{')}}}`);
    if (unknown.length > 0) {
      problems.push(`${where}: ${key} has {{${unknown.join('}}, {{')}}}, which English has not`);
    }
    if (tags(value).join() !== tags(englishText).join()) {
      problems.push(
        `${where}: ${key} has other tags than English (${tags(englishText).join(' ')})`,
      );
    }
    if (
      value === englishText &&
      /\p{L}/u.test(words(value)) &&
      !SAME_IN_EVERY_LANGUAGE.has(value)
    ) {
      problems.push(`${where}: ${key} is still English ("${value}")`);
    }
  }
  return problems;
}
