import type { Language } from '../../../src/contract/languages';
import type { LoadStatus } from '../../../src/contract/loads';
import namesAr from '../../../src/contract/reference/reference-names-ar.json';
import { formatMoney } from '../../../src/lib/format';
import { statusLabel } from '../status-labels';
import { fillTemplate, isolatedIn, lookUp, reportMissingTranslation } from './catalog';

/**
 * Something to say to a person, kept in English until it is said: the English text (a catalog
 * key, with `{{name}}` placeholders) and the values of its placeholders. A value is said in the
 * listener's language too: an amount in their number format, a status by its label, a city and
 * a truck type by the names the web app shows them by (src/lib/reference-names), a nested phrase
 * translated.
 */
export type Phrase = { text: string; values?: Readonly<Record<string, PhraseValue>> };
export type PhraseValue =
  | string
  | number
  | { money: number; currency: string }
  | { status: LoadStatus }
  | { city: string }
  | { truckType: string }
  | Phrase;

/** The reference names in each language but English, whose names are the stored ones. */
const REFERENCE_NAMES: Partial<Record<Language, typeof namesAr>> = { ar: namesAr };

function referenceName(lang: Language, kind: 'cities' | 'truckTypes', stored: string): string {
  const names: Readonly<Record<string, string>> | undefined = REFERENCE_NAMES[lang]?.[kind];
  return names?.[stored] ?? stored;
}

/** Whole numbers as they were written (7000, not 7,000), in the language's digits. */
const numberIn = (lang: Language, value: number) =>
  new Intl.NumberFormat(lang, { useGrouping: false, maximumFractionDigits: 3 }).format(value);

function valueIn(lang: Language, value: PhraseValue, isolate: boolean): string {
  if (typeof value === 'object' && 'text' in value) return say(value, lang, { isolate });
  const text =
    typeof value === 'string'
      ? value
      : typeof value === 'number'
        ? numberIn(lang, value)
        : 'money' in value
          ? formatMoney(value.money, value.currency, lang)
          : 'city' in value
            ? referenceName(lang, 'cities', value.city)
            : 'truckType' in value
              ? referenceName(lang, 'truckTypes', value.truckType)
              : statusLabel(value.status, lang);
  return isolate ? isolatedIn(lang, text) : text;
}

/** The phrase in `lang`; English where the catalog lacks it (and that gap is reported). */
export function say(
  phrase: Phrase,
  lang: Language,
  { isolate = true }: { isolate?: boolean } = {},
): string {
  let template = lookUp(phrase.text, lang);
  if (template === undefined) {
    reportMissingTranslation(phrase.text, lang);
    template = phrase.text;
  }
  const values = Object.fromEntries(
    Object.entries(phrase.values ?? {}).map(([name, value]) => [
      name,
      valueIn(lang, value, isolate),
    ]),
  );
  return fillTemplate(template, values, lang, { isolate: false });
}
