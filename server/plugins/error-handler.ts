import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError } from '../lib/http-error';

type ValidationIssue = {
  message?: string;
  instancePath?: string;
  params?: { issue?: { path?: PropertyKey[]; code?: string; keys?: string[] } };
};

function describeValidation(issues: ValidationIssue[]): string {
  const first = issues[0];
  const issue = first?.params?.issue;
  if (issue?.code === 'unrecognized_keys' && issue.keys?.length) {
    return `Unknown field: ${issue.keys.join(', ')}`;
  }
  const field = issue?.path?.map(String).join('.') || first?.instancePath?.replace(/^\//, '');
  const message = first?.message ?? 'Invalid request';
  return field ? `${field}: ${message}` : message;
}

/** One error shape: 4xx say what was wrong, 5xx say nothing of internals and are logged. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      if (error.retryAfterSeconds) reply.header('Retry-After', String(error.retryAfterSeconds));
      return reply.status(error.statusCode).send({ success: false, msg: error.message });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.status(400).send({ success: false, msg: describeValidation(error.validation) });
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
