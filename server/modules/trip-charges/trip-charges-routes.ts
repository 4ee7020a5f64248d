import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  addChargeResponse,
  chargeIdParams,
  decideChargeRequest,
  decideChargeResponse,
} from '../../../src/contract/driver-links';
import { errorEnvelope } from '../../../src/contract/envelope';
import { idempotentRequestIdOf } from '../../plugins/idempotency';
import type { Services } from '../../services';
import { providerGroupOf } from '../trucks/provider-group';
import { readMultipart } from '../files/read-multipart';
import { deviceIdempotencyScope, deviceKeyOf, headerLinkIdOf } from '../driver-links/link-request';
import {
  bodyLinkIdOf,
  chargeFieldsOf,
  chargePhotosOf,
  wellFormedLinkId,
} from './add-charge-request';
import { DECISION_MESSAGES } from './charge-decision-rules';

const errors = {
  400: errorEnvelope,
  401: errorEnvelope,
  403: errorEnvelope,
  404: errorEnvelope,
  409: errorEnvelope,
  413: errorEnvelope,
  422: errorEnvelope,
};

/** docs/product.md §7 POST /api/trip-charges/add, and the provider's decision on a driver's charge. */
export function tripChargesRoutes({ tripCharges }: Services): FastifyPluginAsyncZod {
  return async (app) => {
    // No session: the driver's link and bound device key authorize it (docs/architecture.md §5).
    app.post(
      '/add',
      {
        config: { access: 'device-link', idempotencyScope: deviceIdempotencyScope },
        schema: {
          tags: ['trip-charges'],
          consumes: ['multipart/form-data'],
          response: { 200: addChargeResponse, ...errors },
        },
      },
      async (request) => {
        const deviceKey = deviceKeyOf(request);
        const namedLinkId = headerLinkIdOf(request);
        // X-Link-Id, when sent, is checked before the body is read; else the body's linkId
        // before the first photo. Either way a stranger's photos are never even buffered.
        let link =
          namedLinkId === undefined
            ? undefined
            : await tripCharges.activeLinkFor(wellFormedLinkId(namedLinkId), deviceKey);
        const { files, fields } = await readMultipart(request, {
          beforeFirstFile: async (fieldsSoFar) => {
            link ??= await tripCharges.activeLinkFor(bodyLinkIdOf(fieldsSoFar), deviceKey);
          },
        });
        link ??= await tripCharges.activeLinkFor(wellFormedLinkId(fields.linkId), deviceKey);
        const charge = await tripCharges.add(
          link,
          chargeFieldsOf(fields, link.id),
          chargePhotosOf(files),
          idempotentRequestIdOf(request),
        );
        return { success: true, msg: 'Charge added successfully', data: { charge } };
      },
    );

    app.put(
      '/:id/decision',
      {
        config: { access: 'provider' },
        schema: {
          tags: ['trip-charges'],
          params: chargeIdParams,
          body: decideChargeRequest,
          response: { 200: decideChargeResponse, ...errors },
        },
      },
      async (request) => {
        const { groupId, userId } = providerGroupOf(request);
        const charge = await tripCharges.decide(
          { groupId, userId },
          request.params.id,
          request.body,
          idempotentRequestIdOf(request),
        );
        const msg =
          charge.status === 'approved' ? DECISION_MESSAGES.approved : DECISION_MESSAGES.rejected;
        return { success: true, msg, data: { charge } };
      },
    );
  };
}
