import type { FastifyRequest } from 'fastify';
import Negotiator from 'negotiator';
import {
  DEFAULT_LANGUAGE,
  SUPPORTED_LANGUAGES,
  type Language,
} from '../../../src/contract/languages';

/** The language `Accept-Language` names, when it names one we speak ('ar-SA' is Arabic). */
export function headerLanguage(request: Pick<FastifyRequest, 'headers'>): Language | undefined {
  if (!request.headers['accept-language']) return undefined;
  return new Negotiator(request).language([...SUPPORTED_LANGUAGES]) as Language | undefined;
}

/**
 * The language of the answer (docs/architecture.md §9): what the caller's `Accept-Language` names
 * (the web app and the driver page send their current language on every call), else the
 * signed-in user's own, else English.
 */
export function requestLanguage(request: FastifyRequest): Language {
  return headerLanguage(request) ?? request.auth?.user.language ?? DEFAULT_LANGUAGE;
}

/** A list's request with its reader's language, for columns that order by the names they show. */
export function inReadersLanguage<T extends object>(
  request: FastifyRequest,
  listRequest: T,
): T & { language: Language } {
  return { ...listRequest, language: requestLanguage(request) };
}
