import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorEnvelope } from '../../../src/contract/envelope';
import { unreadCountResponse } from '../../../src/contract/notifications';
import { callerOf } from '../../plugins/authentication';
import type { Services } from '../../services';

export function notificationsRoutes({ notifications, guards }: Services): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/unread-count',
      {
        preHandler: guards.authenticate,
        schema: {
          tags: ['notifications'],
          response: { 200: unreadCountResponse, 401: errorEnvelope },
        },
      },
      async (request) => ({
        success: true,
        data: { unreadCount: await notifications.unreadCount(callerOf(request).user.id) },
      }),
    );
  };
}
