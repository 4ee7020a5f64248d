import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { innermostCause, isDatabaseUnavailable } from '../db/database-unavailable';
import { HttpError } from '../lib/http-error';

export const UNAVAILABLE_MESSAGE = 'The service is briefly unavailable. Please try again.';
/** A database restart or failover takes seconds; clients wait this long before trying again. */
const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

type ValidationIssue = {
  keyword?: string;
  message?: string;
  instancePath?: string;
  params?: { keys?: string[] };
};

/**
 * The first problem, phrased for a person. Messages we wrote in the contract are sentences and
 * stand alone (SPEC's exact texts); zod's own terse ones get the field's name in front.
 */
function describeValidation(issues: ValidationIssue[]): string {
  const first = issues[0];
  const path = (first?.instancePath ?? '').split('/').filter(Boolean);
  if (first?.keyword === 'unrecognized_keys' && first.params?.keys?.length) {
    return `Unknown field: ${first.params.keys.map((key) => [...path, key].join('.')).join(', ')}`;
  }
  const message = first?.message ?? 'Invalid request';
  // Our own refinements carry SPEC's texts ('Phone number must be 9 digits'), which stand alone.
  const isOurs = /[.!]$/.test(message) || first?.keyword === 'custom';
  return isOurs || path.length === 0 ? message : `${path.join('.')}: ${message}`;
}

/** One error shape: 4xx say what was wrong, 5xx say nothing of internals and are logged. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      // A provider that failed (storage, SMS, payments): the user is told plainly, operators here.
      if (error.statusCode >= 500) request.log.error({ err: error.cause ?? error }, error.message);
      if (error.retryAfterSeconds) reply.header('Retry-After', String(error.retryAfterSeconds));
      return reply
        .status(error.statusCode)
        .send({ ...error.details, success: false, msg: error.message });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      // An id in the path that cannot exist is simply not found, as any other unknown id.
      if (error.validationContext === 'params') {
        const msg = (error.validation[0] as ValidationIssue | undefined)?.message ?? 'Not found';
        return reply.status(404).send({ success: false, msg });
      }
      return reply.status(400).send({ success: false, msg: describeValidation(error.validation) });
    }
    if (isDatabaseUnavailable(error)) {
      // The driver's own error is what an operator needs; Drizzle's wrapper repeats the query.
      request.log.warn({ err: innermostCause(error) }, 'database unavailable');
      reply.header('Retry-After', String(UNAVAILABLE_RETRY_AFTER_SECONDS));
      return reply.status(503).send({ success: false, msg: UNAVAILABLE_MESSAGE });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ success: false, msg: error.message });
    }
    request.log.error({ err: error }, 'request failed');
    return reply
      .status(500)
      .send({ success: false, msg: 'Something went wrong. Please try again.' });
  });

  app.setNotFoundHandler((request, reply) =>
    reply
      .status(404)
      .send({ success: false, msg: `No route ${request.method} ${request.url.split('?')[0]}` }),
  );
}
