import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorEnvelope } from '../../../src/contract/envelope';
import {
  markAllNotificationsReadResponse,
  markNotificationReadResponse,
  notificationIdParams,
  notificationsQuery,
  notificationsResponse,
  unreadCountResponse,
} from '../../../src/contract/notifications';
import { requestLanguage } from '../../lib/i18n/request-language';
import { callerOf } from '../../plugins/authentication';
import type { Services } from '../../services';

/** docs/product.md §7 Notifications: every signed-in user reads and marks their own, whatever the role. */
export function notificationsRoutes({ notifications }: Services): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/unread-count',
      {
        config: { access: 'signed-in' },
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

    app.get(
      '/',
      {
        config: { access: 'signed-in' },
        schema: {
          tags: ['notifications'],
          querystring: notificationsQuery,
          response: { 200: notificationsResponse, 400: errorEnvelope, 401: errorEnvelope },
        },
      },
      async (request) => ({
        success: true,
        data: await notifications.list(
          callerOf(request).user.id,
          request.query,
          requestLanguage(request),
        ),
      }),
    );

    app.put(
      '/read-all',
      {
        config: { access: 'signed-in' },
        schema: {
          tags: ['notifications'],
          response: { 200: markAllNotificationsReadResponse, 401: errorEnvelope },
        },
      },
      async (request) => ({
        success: true,
        data: await notifications.markAllRead(callerOf(request).user.id),
      }),
    );

    app.put(
      '/:id/read',
      {
        config: { access: 'signed-in' },
        schema: {
          tags: ['notifications'],
          params: notificationIdParams,
          response: {
            200: markNotificationReadResponse,
            400: errorEnvelope,
            401: errorEnvelope,
            404: errorEnvelope,
          },
        },
      },
      async (request) => ({
        success: true,
        data: await notifications.markRead(
          callerOf(request).user.id,
          request.params.id,
          requestLanguage(request),
        ),
      }),
    );
  };
}
