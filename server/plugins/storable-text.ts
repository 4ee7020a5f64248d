import type { FastifySchemaCompiler } from 'fastify';
import { HttpError } from '../lib/http-error';
import { hasUnstorableText, UNSTORABLE_TEXT_MESSAGE } from '../lib/storable-text';

/**
 * Validates bodies and query strings for text the database cannot keep before the route's own
 * schema does, so no route can fail on it half-way through its writes (a 400, never a 500).
 * Path parameters are left to their schemas: an id that cannot exist is simply not found.
 */
export function refusingUnstorableText<Schema>(
  compile: FastifySchemaCompiler<Schema>,
): FastifySchemaCompiler<Schema> {
  return (route) => {
    const validate = compile(route);
    if (route.httpPart !== 'body' && route.httpPart !== 'querystring') return validate;
    return (data) =>
      hasUnstorableText(data)
        ? { error: new HttpError(400, UNSTORABLE_TEXT_MESSAGE) }
        : validate(data);
  };
}
