import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorEnvelope } from '../../../src/contract/envelope';
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
  };
}
