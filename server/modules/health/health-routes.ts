import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthResponse } from '../../../src/contract/health';
import type { DatabaseHandle } from '../../db/database';

export function healthRoutes(database: DatabaseHandle): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/health',
      {
        config: { access: 'public' },
        schema: { tags: ['health'], response: { 200: healthResponse } },
      },
      async () => ({
        status: 'ok' as const,
      }),
    );
    app.get(
      '/ready',
      {
        config: { access: 'public' },
        schema: { tags: ['health'], response: { 200: healthResponse, 503: healthResponse } },
      },
      async (_request, reply) => {
        const ready = await database.ping();
        return reply.status(ready ? 200 : 503).send({ status: ready ? 'ok' : 'unavailable' });
      },
    );
  };
}
