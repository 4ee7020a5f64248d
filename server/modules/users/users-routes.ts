import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorEnvelope } from '../../../src/contract/envelope';
import { updateProfileRequest, userResponse } from '../../../src/contract/user';
import { forbidden } from '../../lib/http-error';
import { callerOf } from '../../plugins/authentication';
import type { Services } from '../../services';
import { toApiUser } from './users-service';

export function usersRoutes({ users }: Services): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/update-profile',
      {
        config: { access: 'signed-in' },
        schema: {
          tags: ['profile'],
          body: updateProfileRequest,
          response: {
            200: userResponse,
            400: errorEnvelope,
            401: errorEnvelope,
            403: errorEnvelope,
            409: errorEnvelope,
          },
        },
      },
      async (request) => {
        const caller = callerOf(request);
        if (request.body.userId !== caller.user.id) throw forbidden();
        const updated = await users.updateProfile(caller.user.id, request.body.userData);
        // The answer is in the language just chosen, not the one the request came in with.
        request.auth = { ...caller, user: updated };
        return {
          success: true,
          msg: 'Profile updated',
          data: { user: toApiUser(updated, caller.sessionId) },
        };
      },
    );
  };
}
