import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SUPPORTED_LANGUAGES } from '../../src/contract/languages';
import { CATALOGS, PLACEHOLDER } from '../../server/lib/i18n/catalog';
import { translateMessage } from '../../server/lib/i18n/message-translation';
import { scanServerTexts, shapeOf } from './support/server-texts';

/**
 * Texts of the server's source that look said but are not: each is sent to no person, or sent
 * as data in English on purpose. Reviewed: add to it only with the reason.
 */
const NOT_SAID = new Map<string, string>([
  ['*; filename="*"; filename*=UTF-8\'\'*', 'a Content-Disposition header'],
  ['Basic *', 'the Twilio Authorization header'],
  ['Load image', "a stored file's label (data, written once in the uploader's words)"],
  ['Charge photo *', "a stored file's label (data, written once in the uploader's words)"],
  ['Delivery signature', "a stored file's label (data, written once in the uploader's words)"],
  ['Delivery photo *', "a stored file's label (data, written once in the uploader's words)"],
  ['Project Basis', 'a load type, a value of the contract'],
  ['Gulf Freight', 'the brand, the same in every language'],
]);

const TRANSLATED = SUPPORTED_LANGUAGES.filter((lang) => lang !== 'en');
const placeholdersOf = (text: string) =>
  [...text.matchAll(PLACEHOLDER)].map((match) => match[1]).sort();
const englishKeys = Object.keys(CATALOGS.ar).sort();
const keyShapes = new Set(englishKeys.map(shapeOf));
const { said, allShapes } = scanServerTexts();

describe('the server catalogs (server/locales/<lang>.json)', () => {
  it.each(TRANSLATED)('%s has every English text, no more, none empty', (lang) => {
    expect(Object.keys(CATALOGS[lang]).sort()).toEqual(englishKeys);
    for (const [english, translation] of Object.entries(CATALOGS[lang])) {
      expect(translation.trim(), english).not.toBe('');
    }
  });

  it.each(TRANSLATED)('%s keeps every placeholder of the English, and adds none', (lang) => {
    for (const [english, translation] of Object.entries(CATALOGS[lang])) {
      expect(placeholdersOf(translation), `${lang}: ${english}`).toEqual(placeholdersOf(english));
    }
  });

  it('has every text the server can say: each template by its shape, each sentence as it is', () => {
    const missing = said
      .filter(({ shape }) => !NOT_SAID.has(shape))
      .filter(({ text, shape }) =>
        shape.includes('*')
          ? !keyShapes.has(shape)
          : TRANSLATED.some((lang) => translateMessage(text, lang) === undefined),
      )
      .map(({ text, where }) => `${where}: ${text}`);
    expect(missing).toEqual([]);
  });

  it('has no text the server no longer says', () => {
    const stale = englishKeys.filter((english) => !allShapes.has(shapeOf(english)));
    expect(stale).toEqual([]);
  });

  it('finds the texts it guards (the scan is not blind)', () => {
    const shapes = new Set(said.map(({ shape }) => shape));
    for (const known of [
      'Invalid link',
      'Please wait * seconds before requesting a new code.',
      'Trip status can only move forward.',
      '* quoted * for *.',
      'The code has 6 digits',
    ]) {
      expect(shapes.has(known), known).toBe(true);
    }
    expect(said.length).toBeGreaterThan(250);
    // And the list of exceptions names only what the server still has.
    expect([...NOT_SAID.keys()].filter((shape) => !shapes.has(shape))).toEqual([]);
  });
});

describe("the web app's common words (src/app/locales/<lang>/common.json)", () => {
  const read = (lang: string) =>
    JSON.parse(readFileSync(`src/app/locales/${lang}/common.json`, 'utf8')) as Record<
      string,
      unknown
    >;
  /** 'status.pending' → its text, for every leaf. */
  const leaves = (tree: Record<string, unknown>, prefix = ''): [string, unknown][] =>
    Object.entries(tree).flatMap(([key, value]) =>
      typeof value === 'object' && value !== null
        ? leaves(value as Record<string, unknown>, `${prefix}${key}.`)
        : [[`${prefix}${key}`, value] as [string, unknown]],
    );
  const english = leaves(read('en'));

  it.each(TRANSLATED)('%s has every key of English, each a text with its placeholders', (lang) => {
    const translated = new Map(leaves(read(lang)));
    expect([...translated.keys()].sort()).toEqual(english.map(([key]) => key).sort());
    for (const [key, text] of english) {
      const said = translated.get(key);
      expect(typeof said === 'string' && said.trim() !== '', `${lang}: ${key}`).toBe(true);
      expect(placeholdersOf(String(said)), key).toEqual(placeholdersOf(String(text)));
    }
  });
});
