import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorEnvelope } from '../../../src/contract/envelope';
import { waitingTermsResponse, waitingTermsSchema } from '../../../src/contract/stop-waits';
import { truckGroupResponse } from '../../../src/contract/user';
import { callerOf } from '../../plugins/authentication';
import type { Services } from '../../services';

export function truckGroupsRoutes({ truckGroups }: Services): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/:groupId',
      {
        config: { access: 'signed-in' },
        schema: {
          tags: ['profile'],
          params: z.object({ groupId: z.string().uuid() }),
          response: { 200: truckGroupResponse, 401: errorEnvelope, 404: errorEnvelope },
        },
      },
      async (request) => {
        const group = await truckGroups.getForMember(
          request.params.groupId,
          callerOf(request).user.groupId,
        );
        return { success: true, data: group };
      },
    );

    const groupParams = z.object({ groupId: z.string().uuid('Truck group not found') });
    const termsErrors = {
      400: errorEnvelope,
      401: errorEnvelope,
      403: errorEnvelope,
      404: errorEnvelope,
    };

    // Issue 21 §3: how long a truck waits free at a stop, and what an hour beyond costs.
    app.get(
      '/:groupId/waiting-terms',
      {
        config: { access: 'provider' },
        schema: {
          tags: ['profile'],
          params: groupParams,
          response: { 200: waitingTermsResponse, ...termsErrors },
        },
      },
      async (request) => {
        const terms = await truckGroups.waitingTermsOf(
          request.params.groupId,
          callerOf(request).user.groupId,
        );
        return { success: true, data: terms };
      },
    );

    app.put(
      '/:groupId/waiting-terms',
      {
        config: { access: 'provider' },
        schema: {
          tags: ['profile'],
          params: groupParams,
          body: waitingTermsSchema,
          response: { 200: waitingTermsResponse, ...termsErrors },
        },
      },
      async (request) => {
        const terms = await truckGroups.setWaitingTerms(
          request.params.groupId,
          callerOf(request).user.groupId,
          request.body,
        );
        return { success: true, msg: 'Waiting terms saved', data: terms };
      },
    );
  };
}
