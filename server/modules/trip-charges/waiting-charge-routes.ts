import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addChargeResponse } from '../../../src/contract/driver-links';
import { errorEnvelope } from '../../../src/contract/envelope';
import { waitingChargeRefusal, waitingChargeRequest } from '../../../src/contract/stop-waits';
import { tripIdParams } from '../../../src/contract/trips';
import { idempotentRequestIdOf } from '../../plugins/idempotency';
import type { Services } from '../../services';
import { providerGroupOf } from '../trucks/provider-group';
import { WAITING_CHARGE_MESSAGES } from './waiting-charge-rules';

const errors = {
  400: waitingChargeRefusal,
  401: errorEnvelope,
  403: errorEnvelope,
  404: errorEnvelope,
  409: errorEnvelope,
};

/** Issue 21 §3: POST /api/trips/{id}/waiting-charge, the provider's one tap after a long wait. */
export function waitingChargeRoutes({ waitingCharge }: Services): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/:id/waiting-charge',
      {
        config: { access: 'provider' },
        schema: {
          tags: ['trip-charges'],
          params: tripIdParams,
          body: waitingChargeRequest,
          response: { 200: addChargeResponse, ...errors },
        },
      },
      async (request) => {
        const charge = await waitingCharge.add(
          providerGroupOf(request),
          request.params.id,
          request.body,
          idempotentRequestIdOf(request),
        );
        return { success: true, msg: WAITING_CHARGE_MESSAGES.added, data: { charge } };
      },
    );
  };
}
