import { z } from 'zod';
import type { Language } from '../../../src/contract/languages';

type ZodErrorMap = ReturnType<typeof z.locales.en>['localeError'];
type RawIssue = Parameters<ZodErrorMap>[0];

const LOCALES: Record<Exclude<Language, 'en'>, () => { localeError: ZodErrorMap }> = {
  ar: z.locales.ar,
  ur: z.locales.ur,
  hi: z.locales.hi,
  bn: z.locales.bn,
};
const errorMaps = new Map<Language, ZodErrorMap>();

/** A validation issue as fastify-type-provider-zod hands it on: zod's issue, renamed. */
export type ValidationIssue = {
  keyword?: string;
  message?: string;
  instancePath?: string;
  params?: Record<string, unknown>;
};

/**
 * Zod's own wording of an issue ('Invalid input: expected string, received number') in `lang`,
 * from zod's maintained locales. `input` is the value at the issue's path: zod leaves it out of
 * the issue, and its wording names what was received.
 */
export function zodIssueMessageIn(
  issue: ValidationIssue,
  input: unknown,
  lang: Exclude<Language, 'en'>,
): string | undefined {
  let errorMap = errorMaps.get(lang);
  if (!errorMap) {
    errorMap = LOCALES[lang]().localeError;
    errorMaps.set(lang, errorMap);
  }
  const raw = { ...issue.params, code: issue.keyword, input } as RawIssue;
  const said = errorMap(raw);
  return typeof said === 'string' ? said : said?.message;
}
