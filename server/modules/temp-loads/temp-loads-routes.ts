import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorEnvelope } from '../../../src/contract/envelope';
import {
  deviceHashSchema,
  draftResponse,
  saveDraftRequest,
  successResponse,
} from '../../../src/contract/loads';
import type { Services } from '../../services';

const params = z.object({ deviceHash: deviceHashSchema });
const errors = { 400: errorEnvelope, 401: errorEnvelope, 404: errorEnvelope, 429: errorEnvelope };

/** Post a Load drafts (docs/product.md §2): a visitor saves, the same person reads it back once signed in. */
export function tempLoadsRoutes(
  { tempLoads }: Services,
  options: { savesPerIpPerMinute: number } = { savesPerIpPerMinute: 30 },
): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/',
      {
        schema: {
          tags: ['loads'],
          body: saveDraftRequest,
          response: { 200: successResponse, ...errors },
        },
        config: {
          access: 'public',
          // The one call a visitor makes without signing in, so the address is all we can limit.
          rateLimit: {
            max: options.savesPerIpPerMinute,
            timeWindow: '1 minute',
            keyGenerator: (request) => `temp-loads:${request.ip}`,
            errorResponseBuilder: () => ({
              statusCode: 429,
              message: 'Too many drafts were saved from this network. Please wait a minute.',
            }),
          },
        },
      },
      async (request) => {
        const { expiresAt } = await tempLoads.save(request.body.deviceHash, request.body.draft);
        return { success: true, msg: 'Draft saved', data: { expiresAt: expiresAt.toISOString() } };
      },
    );

    app.get(
      '/:deviceHash',
      {
        config: { access: 'signed-in' },
        schema: { tags: ['loads'], params, response: { 200: draftResponse, ...errors } },
      },
      async (request) => ({ success: true, data: await tempLoads.get(request.params.deviceHash) }),
    );

    app.delete(
      '/:deviceHash',
      {
        config: { access: 'signed-in' },
        schema: { tags: ['loads'], params, response: { 200: successResponse, ...errors } },
      },
      async (request) => {
        await tempLoads.remove(request.params.deviceHash);
        return { success: true, msg: 'Draft removed', data: {} };
      },
    );
  };
}
