import type { FastifyRequest } from 'fastify';
import type { Language } from '../../src/contract/languages';
import { messageIn, translateMessage } from '../lib/i18n/message-translation';
import { requestLanguage } from '../lib/i18n/request-language';
import { zodIssueMessageIn, type ValidationIssue } from '../lib/i18n/zod-issue-messages';

type ValidatedPart = 'body' | 'querystring' | 'params' | 'headers';

/** The value a validation issue is about, for zod's wording of what was received. */
function inputAt(request: FastifyRequest, part: string | undefined, path: string[]): unknown {
  const parts: Record<ValidatedPart, unknown> = {
    body: request.body,
    querystring: request.query,
    params: request.params,
    headers: request.headers,
  };
  return path.reduce<unknown>(
    (value, key) =>
      typeof value === 'object' && value !== null
        ? (value as Record<string, unknown>)[key]
        : undefined,
    parts[part as ValidatedPart],
  );
}

/**
 * The first problem, phrased for a person in the caller's language. Messages we wrote in the
 * contract are sentences and stand alone (SPEC's exact texts) and are in the catalogs; zod's own
 * terse ones get the field's name in front and are said in zod's own translations.
 */
function describeValidation(
  issues: ValidationIssue[],
  lang: Language,
  inputOf: (path: string[]) => unknown,
): string {
  const first = issues[0];
  const path = (first?.instancePath ?? '').split('/').filter(Boolean);
  const keys = first?.params?.keys;
  if (first?.keyword === 'unrecognized_keys' && Array.isArray(keys) && keys.length > 0) {
    const names = keys.map((key) => [...path, String(key)].join('.')).join(', ');
    return messageIn(`Unknown field: ${names}`, lang);
  }
  const message = first?.message ?? 'Invalid request';
  // Our own refinements carry SPEC's texts ('Phone number must be 9 digits'), which stand alone.
  const isOurs = /[.!]$/.test(message) || first?.keyword === 'custom';
  const field = isOurs || path.length === 0 ? '' : `${path.join('.')}: `;
  return field + issueMessageIn(first, message, lang, () => inputOf(path));
}

/** An issue's message in `lang`: ours from the catalogs, zod's own from zod's locales. */
function issueMessageIn(
  issue: ValidationIssue | undefined,
  message: string,
  lang: Language,
  input: () => unknown,
): string {
  if (lang === 'en' || !issue) return messageIn(message, lang);
  return (
    translateMessage(message, lang) ??
    zodIssueMessageIn(issue, input(), lang) ??
    messageIn(message, lang)
  );
}

/** A refused request's `msg`, already in the caller's language. */
export function validationMessage(
  request: FastifyRequest,
  issues: unknown[],
  part: string | undefined,
): string {
  return describeValidation(issues as ValidationIssue[], requestLanguage(request), (path) =>
    inputAt(request, part, path),
  );
}

/** An id in the path that cannot exist: its `msg` (404), already in the caller's language. */
export function pathIdMessage(request: FastifyRequest, issues: unknown[]): string {
  const first = (issues as ValidationIssue[])[0];
  const path = (first?.instancePath ?? '').split('/').filter(Boolean);
  return issueMessageIn(first, first?.message ?? 'Not found', requestLanguage(request), () =>
    inputAt(request, 'params', path),
  );
}
