import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  updateTripStatusRequest,
  updateTripStatusResponse,
} from '../../../src/contract/driver-links';
import { errorEnvelope } from '../../../src/contract/envelope';
import { idempotentRequestIdOf } from '../../plugins/idempotency';
import type { Services } from '../../services';
import { deviceKeyOf, tripLinkIdOf, tripLinkScope } from '../driver-links/link-request';
import { LINK_MESSAGES } from '../driver-links/link-guard';
import { TRIP_STATUS_MESSAGES } from './trip-status-rules';

const errors = {
  400: errorEnvelope,
  403: errorEnvelope,
  404: errorEnvelope,
  409: errorEnvelope,
};

/**
 * docs/product.md §7 PUT update/status: the driver's link moves its trip forward (docs/architecture.md §5, §6.8).
 * The link is the trip's one the device key bound, or the one `X-Link-Id` names when sent.
 */
export function tripStatusRoutes({ tripStatus, linkGuard }: Services): FastifyPluginAsyncZod {
  return async (app) => {
    app.put(
      '/update/status/:tripId',
      {
        schema: {
          tags: ['trips'],
          params: z.object({ tripId: z.string().uuid(LINK_MESSAGES.invalid) }),
          body: updateTripStatusRequest,
          response: { 200: updateTripStatusResponse, ...errors },
        },
        config: { access: 'device-link', idempotencyScope: tripLinkScope(linkGuard) },
      },
      async (request) => {
        const data = await tripStatus.updateFromLink({
          tripId: request.params.tripId,
          linkId: await tripLinkIdOf(request, linkGuard),
          deviceKey: deviceKeyOf(request),
          requestId: idempotentRequestIdOf(request),
          ...request.body,
        });
        return { success: true, msg: TRIP_STATUS_MESSAGES.updated, data };
      },
    );
  };
}
