import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorEnvelope } from '../../../src/contract/envelope';
import {
  createQuoteRequest,
  getByLoadGroupRequest,
  groupQuoteResponse,
  updateQuoteRequest,
} from '../../../src/contract/quotes';
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

/** A provider's offers (docs/product.md §7 Quotes): always the caller's own truck group's quote. */
export function quotesRoutes({ quotes }: Services): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/create',
      {
        config: { access: 'provider' },
        schema: {
          tags: ['quotes'],
          body: createQuoteRequest,
          response: { 200: groupQuoteResponse, ...errors },
        },
      },
      async (request) => ({
        success: true,
        msg: 'Quote submitted successfully!',
        data: await quotes.create(
          providerGroupOf(request),
          request.body,
          idempotentRequestIdOf(request),
        ),
      }),
    );

    app.post(
      '/update',
      {
        config: { access: 'provider' },
        schema: {
          tags: ['quotes'],
          body: updateQuoteRequest,
          response: { 200: groupQuoteResponse, ...errors },
        },
      },
      async (request) => ({
        success: true,
        msg: 'Quote updated successfully!',
        data: await quotes.update(providerGroupOf(request), request.body),
      }),
    );

    app.post(
      '/get-by-load-group',
      {
        config: { access: 'provider' },
        schema: {
          tags: ['quotes'],
          body: getByLoadGroupRequest,
          response: { 200: groupQuoteResponse, ...errors },
        },
      },
      async (request) => ({
        success: true,
        data: await quotes.getForLoadGroup(providerGroupOf(request).groupId, request.body.loadId),
      }),
    );
  };
}
