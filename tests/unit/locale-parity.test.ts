// @vitest-environment node
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SUPPORTED_LANGUAGES } from '../../src/contract/languages';
import { coverageOf } from './locale-coverage';
import { localeFileProblems, type LocaleFile } from './locale-parity-check';

const LOCALES = new URL('../../src/app/locales/', import.meta.url);

const englishNamespaces = readdirSync(new URL('en/', LOCALES))
  .filter((name) => name.endsWith('.json'))
  .map((name) => name.replace(/\.json$/, ''))
  .sort();

function readLocale(language: string, namespace: string): LocaleFile | undefined {
  const file = new URL(`${language}/${namespace}.json`, LOCALES);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as LocaleFile) : undefined;
}

describe('every locale against English', () => {
  it('covers only namespaces English has', () => {
    for (const language of SUPPORTED_LANGUAGES) {
      for (const { namespace } of coverageOf(language, englishNamespaces)) {
        expect(englishNamespaces).toContain(namespace);
      }
    }
  });

  for (const language of SUPPORTED_LANGUAGES.filter((code) => code !== 'en')) {
    it(`${language}: every key of its namespaces, the same placeholders, its plural forms, translated`, () => {
      const coverage = coverageOf(language, englishNamespaces);
      const problems = coverage.flatMap(({ namespace, keys }) =>
        localeFileProblems(
          language,
          namespace,
          readLocale('en', namespace) ?? {},
          readLocale(language, namespace),
          keys,
        ),
      );
      const covered = new Set(coverage.map(({ namespace }) => namespace));
      const folder = new URL(`${language}/`, LOCALES);
      const extraFiles = existsSync(folder)
        ? readdirSync(folder)
            .map((name) => name.replace(/\.json$/, ''))
            .filter((namespace) => !covered.has(namespace))
            .map((namespace) => `${language}/${namespace}.json: not a namespace ${language} covers`)
        : [];
      expect([...problems, ...extraFiles]).toEqual([]);
    });
  }
});
