import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, errorEnvelope } from '../../../src/contract/envelope';
import { HttpError } from '../../lib/http-error';
import type { Services } from '../../services';

const webhookResponse = envelope(z.object({ result: z.string() }));

/** Stripe's webhook: public, and authenticated by its signature over the exact bytes sent. */
export function paymentWebhookRoutes({ paymentWebhooks }: Services): FastifyPluginAsyncZod {
  return async (app) => {
    // Only this plugin keeps bodies raw: a re-serialised JSON body would not match the signature.
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => {
      done(null, body);
    });

    app.post(
      '/webhook',
      {
        config: { access: 'payment-webhook' },
        schema: {
          tags: ['payments'],
          response: { 200: webhookResponse, 400: errorEnvelope, 404: errorEnvelope },
        },
      },
      async (request) => {
        const signature = request.headers['stripe-signature'];
        if (typeof signature !== 'string' || !Buffer.isBuffer(request.body)) {
          throw new HttpError(400, 'A signed Stripe event is required.');
        }
        const outcome = await paymentWebhooks.handle(request.body, signature);
        if (outcome.result === 'refused') {
          request.log.warn({ outcome }, 'paid quote could not be accepted from the webhook');
        }
        return { success: true, data: { result: outcome.result } };
      },
    );
  };
}
