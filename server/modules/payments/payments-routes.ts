import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorEnvelope } from '../../../src/contract/envelope';
import {
  createIntentRequest,
  createIntentResponse,
  testConfirmRequest,
  testConfirmResponse,
} from '../../../src/contract/payments';
import { callerOf } from '../../plugins/authentication';
import { idempotentRequestIdOf } from '../../plugins/idempotency';
import type { Services } from '../../services';
import { PAYMENT_STATES_DOC } from '../../../src/contract/load-payments';

const errors = {
  400: errorEnvelope,
  401: errorEnvelope,
  402: errorEnvelope,
  403: errorEnvelope,
  404: errorEnvelope,
  409: errorEnvelope,
  502: errorEnvelope,
};

/** The shipper pays for a quote (docs/product.md §7 Quotes and payment; docs/architecture.md §4 test provider). */
export function paymentsRoutes({ payments }: Services): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/create-intent',
      {
        config: { access: 'shipper' },
        schema: {
          tags: ['payments'],
          description:
            'Creates a payment intent for the quote’s current offer in the load’s currency and ' +
            'records its amount, currency and quote. While it is open (15 minutes unless paid, ' +
            'failed or cancelled) the provider cannot change the quote (409). Acceptance checks ' +
            'the paid intent against what was recorded here. ' +
            PAYMENT_STATES_DOC,
          body: createIntentRequest,
          response: { 200: createIntentResponse, ...errors },
        },
      },
      async (request) => ({
        success: true,
        data: await payments.createIntent(
          callerOf(request).user.id,
          request.body,
          idempotentRequestIdOf(request),
        ),
      }),
    );

    app.post(
      '/test/confirm',
      {
        config: { access: 'shipper' },
        schema: {
          tags: ['payments'],
          body: testConfirmRequest,
          response: { 200: testConfirmResponse, ...errors },
        },
      },
      async (request) => ({
        success: true,
        msg: 'Payment succeeded (test mode: no card was charged).',
        data: await payments.confirmTestPayment(callerOf(request).user.id, request.body),
      }),
    );
  };
}
