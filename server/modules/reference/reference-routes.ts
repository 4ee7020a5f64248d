import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { countries, referenceResponse, truckTypes } from '../../../src/contract/reference';

/** The same data is bundled into the web app for offline use; this serves other clients and checks. */
export function referenceRoutes(): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/',
      {
        config: { access: 'public' },
        schema: { tags: ['reference'], response: { 200: referenceResponse } },
      },
      async (_request, reply) => {
        reply.header('Cache-Control', 'public, max-age=3600');
        return { success: true, data: { countries: [...countries], truckTypes: [...truckTypes] } };
      },
    );
  };
}
