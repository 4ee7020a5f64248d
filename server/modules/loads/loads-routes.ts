import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorEnvelope } from '../../../src/contract/envelope';
import {
  cancelLoadResponse,
  createLoadRequest,
  createLoadResponse,
  loadIdParams,
  loadResponse,
  myLoadsQuery,
  myLoadsResponse,
  successResponse,
  updateLocationRequest,
} from '../../../src/contract/loads';
import { forbidden } from '../../lib/http-error';
import { inReadersLanguage, requestLanguage } from '../../lib/i18n/request-language';
import { callerOf } from '../../plugins/authentication';
import { idempotentRequestIdOf } from '../../plugins/idempotency';
import type { Services } from '../../services';
import { providerGroupOf } from '../trucks/provider-group';

const errors = {
  400: errorEnvelope,
  401: errorEnvelope,
  403: errorEnvelope,
  404: errorEnvelope,
  409: errorEnvelope,
};

/** The shipper's own loads (docs/product.md §7 Shipper loads); Load Details also serves providers. */
export function loadsRoutes({
  loads,
  loadDetails,
  loadCancellation,
}: Services): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/create',
      {
        config: { access: 'shipper' },
        schema: {
          tags: ['loads'],
          body: createLoadRequest,
          response: { 200: createLoadResponse, ...errors },
        },
      },
      async (request) => ({
        success: true,
        msg: 'Load posted successfully',
        data: await loads.create(
          callerOf(request).user.id,
          request.body,
          idempotentRequestIdOf(request),
        ),
      }),
    );

    app.get(
      '/user',
      {
        config: { access: 'shipper' },
        schema: {
          tags: ['loads'],
          description:
            "The shipper's loads: pending lists those under way, done the completed and " +
            'cancelled, newest first. With `page` or `limit`, one page of them (20 rows by ' +
            'default, at most 100), ordered by `sort` and `order` and filtered by column; ' +
            'without either, all of them as one page.',
          querystring: myLoadsQuery,
          response: { 200: myLoadsResponse, ...errors },
        },
      },
      async (request) => {
        const page = await loads.pageForShipper(
          callerOf(request).user.id,
          inReadersLanguage(request, request.query),
        );
        return { success: true, data: { list: page.rows, pagination: page.pagination } };
      },
    );

    app.get(
      '/:id',
      {
        config: { access: 'signed-in' },
        schema: {
          tags: ['loads'],
          params: loadIdParams,
          response: { 200: loadResponse, ...errors },
        },
      },
      async (request) => {
        const { user } = callerOf(request);
        const { id } = request.params;
        const lang = requestLanguage(request);
        if (user.userType === 'user') {
          return { success: true, data: { load: await loadDetails.forShipper(user.id, id, lang) } };
        }
        if (user.userType === 'provider') {
          const { groupId } = providerGroupOf(request);
          const load = await loadDetails.forProvider(groupId, id, lang);
          return { success: true, data: { load } };
        }
        throw forbidden();
      },
    );

    app.put(
      '/:id/location',
      {
        config: { access: 'shipper' },
        schema: {
          tags: ['loads'],
          params: loadIdParams,
          body: updateLocationRequest,
          response: { 200: successResponse, ...errors },
        },
      },
      async (request) => {
        await loads.updateLocation(callerOf(request).user.id, request.params.id, request.body);
        return { success: true, msg: 'Location updated', data: {} };
      },
    );

    app.put(
      '/:id/ready',
      {
        config: { access: 'shipper' },
        schema: {
          tags: ['loads'],
          params: loadIdParams,
          response: { 200: successResponse, ...errors },
        },
      },
      async (request) => {
        await loads.markReady(callerOf(request).user.id, request.params.id);
        return { success: true, msg: 'Load marked ready for pickup', data: {} };
      },
    );

    app.put(
      '/:id/cancel',
      {
        config: { access: 'shipper' },
        schema: {
          tags: ['loads'],
          description:
            'The shipper withdraws its load before the trip starts: a trip not started is ' +
            'cancelled, every quote closed and every carrier that quoted told, and every payment ' +
            'on the load refunded in full (refund_pending until the payment provider confirms, ' +
            'then refunded). Repeating it changes nothing. 409 once the trip has started.',
          params: loadIdParams,
          response: { 200: cancelLoadResponse, ...errors },
        },
      },
      async (request) => {
        const { refundsStarted } = await loadCancellation.cancel(
          callerOf(request).user.id,
          request.params.id,
        );
        return {
          success: true,
          msg: refundsStarted
            ? 'Load cancelled. The payment will be refunded in full.'
            : 'Load cancelled',
          data: { loadId: request.params.id, status: 'cancelled' as const, refundsStarted },
        };
      },
    );
  };
}
