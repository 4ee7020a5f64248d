import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { innermostCause, isDatabaseUnavailable } from '../db/database-unavailable';
import { HttpError } from '../lib/http-error';
import { markSaidInLanguage } from './response-language';
import { pathIdMessage, validationMessage } from './validation-message';

export const UNAVAILABLE_MESSAGE = 'The service is briefly unavailable. Please try again.';
/** A database restart or failover takes seconds; clients wait this long before trying again. */
const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

/**
 * Fastify's own refusals of a malformed request, said in our words: its wording names its
 * internals, and ours is in the catalogs like every other message.
 */
const FRAMEWORK_MESSAGES: Readonly<Record<string, string>> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request is too large.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'This content type is not accepted.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request body does not match its Content-Length.',
};

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
        const msg = pathIdMessage(request, error.validation);
        return reply.status(404).send(markSaidInLanguage({ success: false, msg }));
      }
      const msg = validationMessage(request, error.validation, error.validationContext);
      return reply.status(400).send(markSaidInLanguage({ success: false, msg }));
    }
    if (isDatabaseUnavailable(error)) {
      // The driver's own error is what an operator needs; Drizzle's wrapper repeats the query.
      request.log.warn({ err: innermostCause(error) }, 'database unavailable');
      reply.header('Retry-After', String(UNAVAILABLE_RETRY_AFTER_SECONDS));
      return reply.status(503).send({ success: false, msg: UNAVAILABLE_MESSAGE });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const msg = FRAMEWORK_MESSAGES[error.code] ?? error.message;
      return reply.status(status).send({ success: false, msg });
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
