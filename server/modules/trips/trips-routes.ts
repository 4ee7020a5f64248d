import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorEnvelope } from '../../../src/contract/envelope';
import { uuidSchema } from '../../../src/contract/loads';
import {
  createTripRequest,
  createTripResponse,
  tripByLoadResponse,
} from '../../../src/contract/trips';
import { callerOf } from '../../plugins/authentication';
import type { Services } from '../../services';
import { providerGroupOf } from '../trucks/provider-group';

const errors = {
  400: errorEnvelope,
  401: errorEnvelope,
  403: errorEnvelope,
  404: errorEnvelope,
  409: errorEnvelope,
};

/** Start Trip and 'is there a trip?' (SPEC §7 Provider loads and trips). */
export function tripsRoutes({ trips, guards }: Services): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/create',
      {
        preHandler: [guards.authenticate, guards.requireRole('provider')],
        schema: {
          tags: ['trips'],
          body: createTripRequest,
          response: { 200: createTripResponse, ...errors },
        },
      },
      async (request) => ({
        success: true,
        msg: 'Trip created successfully!',
        data: await trips.create(providerGroupOf(request).groupId, request.body),
      }),
    );

    app.get(
      '/getbyloadid/:loadId',
      {
        preHandler: guards.authenticate,
        schema: {
          tags: ['trips'],
          params: z.object({ loadId: uuidSchema }),
          response: { 200: tripByLoadResponse, ...errors },
        },
      },
      async (request) => ({
        success: true,
        data: await trips.liveTripForViewer(request.params.loadId, callerOf(request).user),
      }),
    );
  };
}
