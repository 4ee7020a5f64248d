import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  updateTripStatusRequest,
  updateTripStatusResponse,
} from '../../../src/contract/driver-links';
import { errorEnvelope } from '../../../src/contract/envelope';
import { idempotentRequestIdOf } from '../../plugins/idempotency';
import type { Services } from '../../services';
import { deviceKeyOf, headerLinkIdOf, headerLinkScope } from '../driver-links/link-request';
import { LINK_MESSAGES } from '../driver-links/link-guard';
import { TRIP_STATUS_MESSAGES } from './trip-status-rules';

const errors = {
  400: errorEnvelope,
  403: errorEnvelope,
  404: errorEnvelope,
  409: errorEnvelope,
};

/** docs/product.md §7 PUT update/status: the driver's link moves its trip forward (docs/architecture.md §5, §6.8). */
export function tripStatusRoutes({ tripStatus }: Services): FastifyPluginAsyncZod {
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
        config: { access: 'device-link', idempotencyScope: headerLinkScope },
      },
      async (request) => {
        const data = await tripStatus.updateFromLink({
          tripId: request.params.tripId,
          linkId: headerLinkIdOf(request) ?? '',
          deviceKey: deviceKeyOf(request),
          requestId: idempotentRequestIdOf(request),
          ...request.body,
        });
        return { success: true, msg: TRIP_STATUS_MESSAGES.updated, data };
      },
    );
  };
}
