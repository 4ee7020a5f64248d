import type { Language } from '../../../src/contract/languages';
import { CATALOGS, fillTemplate, lookUp, PLACEHOLDER, reportMissingTranslation } from './catalog';

type MessageTemplate = { english: string; pattern: RegExp; names: string[] };

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** 'Please wait {{seconds}} seconds…' → /^Please wait ([\s\S]*?) seconds…$/ and ['seconds']. */
function compile(english: string): MessageTemplate {
  const names: string[] = [];
  let source = '';
  let last = 0;
  for (const match of english.matchAll(PLACEHOLDER)) {
    source += `${escapeRegExp(english.slice(last, match.index))}([\\s\\S]*?)`;
    names.push(match[1] ?? '');
    last = match.index + match[0].length;
  }
  source += escapeRegExp(english.slice(last));
  return { english, pattern: new RegExp(`^${source}$`), names };
}

const literalLength = (english: string) => english.replace(PLACEHOLDER, '').length;
/** '{{weight}} {{unit}}' says nothing of its own: a part of a phrase, never a whole message. */
const hasWords = (english: string) => /[A-Za-z]/.test(english.replace(PLACEHOLDER, ''));

/**
 * Every template of the catalogs (their keys are the same: tests/server/locale-catalogs.test.ts),
 * the most specific first, so 'Invalid OTP. Please try again. {{left}} tries left.' is tried
 * before a template that is mostly placeholder.
 */
const TEMPLATES: MessageTemplate[] = Object.keys(CATALOGS.ar)
  .filter((english) => english.includes('{{') && hasWords(english))
  .sort((a, b) => literalLength(b) - literalLength(a))
  .map(compile);

/**
 * A message the code wrote in English, in `lang`: the catalog's text for it, or the catalog's
 * template it fits with the parts it filled in kept (and translated too when they are catalog
 * texts themselves: 'PDF, DOC… or HEIC' in a file-type message). Undefined when nothing fits.
 */
export function translateMessage(message: string, lang: Language): string | undefined {
  const exact = lookUp(message, lang);
  if (exact !== undefined) return exact;
  for (const template of TEMPLATES) {
    const match = template.pattern.exec(message);
    if (!match) continue;
    const values = Object.fromEntries(
      template.names.map((name, index) => {
        const part = match[index + 1] ?? '';
        return [name, lookUp(part, lang) ?? part];
      }),
    );
    return fillTemplate(lookUp(template.english, lang) ?? template.english, values, lang);
  }
  return undefined;
}

/** `translateMessage`, falling back to the English (a reported gap) when the catalog lacks it. */
export function messageIn(message: string, lang: Language): string {
  if (lang === 'en') return message;
  const translated = translateMessage(message, lang);
  if (translated !== undefined) return translated;
  reportMissingTranslation(message, lang);
  return message;
}
