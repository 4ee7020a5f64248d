import type { FastifyInstance } from 'fastify';
import { messageIn } from '../lib/i18n/message-translation';
import { requestLanguage } from '../lib/i18n/request-language';

type WithMsg = { msg: string };

const hasMsg = (payload: unknown): payload is WithMsg =>
  typeof payload === 'object' &&
  payload !== null &&
  typeof (payload as Partial<WithMsg>).msg === 'string';

/** Answers whose `msg` is in the caller's language already (the error handler said it so). */
const alreadySaid = new WeakSet<object>();

/** Marks an answer whose `msg` was put in the caller's language where it was made. */
export function markSaidInLanguage<T extends object>(payload: T): T {
  alreadySaid.add(payload);
  return payload;
}

/**
 * `msg` in the caller's language (docs/architecture.md §9), at the one place every JSON answer
 * passes, success or failure: the code throws and answers in English, and the catalogs say it in
 * the language the request asks for.
 */
export function registerResponseLanguage(app: FastifyInstance) {
  app.addHook('preSerialization', async (request, _reply, payload) => {
    if (!hasMsg(payload) || alreadySaid.has(payload)) return payload;
    const lang = requestLanguage(request);
    if (lang === 'en') return payload;
    return { ...payload, msg: messageIn(payload.msg, lang) };
  });
}
