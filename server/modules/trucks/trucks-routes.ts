import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorEnvelope } from '../../../src/contract/envelope';
import { trucksResponse } from '../../../src/contract/trucks';
import type { Services } from '../../services';
import { providerGroupOf } from './provider-group';

export function trucksRoutes({ trucks, guards }: Services): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/',
      {
        preHandler: [guards.authenticate, guards.requireRole('provider')],
        schema: {
          tags: ['trucks'],
          response: { 200: trucksResponse, 401: errorEnvelope, 403: errorEnvelope },
        },
      },
      async (request) => ({
        success: true,
        data: await trucks.listForGroup(providerGroupOf(request).groupId),
      }),
    );
  };
}
