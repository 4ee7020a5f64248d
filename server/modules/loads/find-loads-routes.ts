import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorEnvelope } from '../../../src/contract/envelope';
import { findLoadsRequest, findLoadsResponse } from '../../../src/contract/loads';
import type { Services } from '../../services';
import { providerGroupOf } from '../trucks/provider-group';

/** Find Loads (docs/product.md §7 Provider loads): POST /api/loads. */
export function findLoadsRoutes({ findLoads }: Services): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/',
      {
        config: { access: 'provider' },
        schema: {
          tags: ['loads'],
          body: findLoadsRequest,
          response: {
            200: findLoadsResponse,
            400: errorEnvelope,
            401: errorEnvelope,
            403: errorEnvelope,
          },
        },
      },
      async (request) => {
        const { rows, pagination } = await findLoads.find(
          providerGroupOf(request).groupId,
          request.body,
        );
        return { success: true, data: rows, pagination };
      },
    );
  };
}
