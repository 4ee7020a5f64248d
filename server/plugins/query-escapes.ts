import type { FastifyInstance } from 'fastify';
import { HttpError } from '../lib/http-error';

export const BROKEN_ESCAPE_MESSAGE =
  'The address has a broken %-escape (a stray % or bytes that are not UTF-8).';

/** Whether every name and value of a raw query string decodes. */
function decodes(query: string): boolean {
  try {
    for (const part of query.split('&')) decodeURIComponent(part.replaceAll('+', ' '));
    return true;
  } catch {
    return false;
  }
}

/**
 * A query string whose %-escapes do not decode is refused with 400 before any route reads it:
 * the lenient parser would hand the route the raw text instead, and a list filter would then
 * search for '%E0%A4%A' as if someone had typed it.
 */
export function refuseBrokenQueryEscapes(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    const url = request.raw.url ?? '';
    const start = url.indexOf('?');
    if (start >= 0 && !decodes(url.slice(start + 1)))
      throw new HttpError(400, BROKEN_ESCAPE_MESSAGE);
  });
}
