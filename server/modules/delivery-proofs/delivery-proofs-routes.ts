import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  deliveryProofResponse,
  PROOF_MESSAGES,
  proofSettingsResponse,
  proofSettingsSchema,
} from '../../../src/contract/delivery-proofs';
import { linkIdParams } from '../../../src/contract/driver-links';
import { errorEnvelope } from '../../../src/contract/envelope';
import { tripIdParams } from '../../../src/contract/trips';
import { idempotentRequestIdOf } from '../../plugins/idempotency';
import type { Services } from '../../services';
import { deviceKeyOf, pathLinkScope } from '../driver-links/link-request';
import { readMultipart } from '../files/read-multipart';
import { providerGroupOf } from '../trucks/provider-group';

const errors = {
  400: errorEnvelope,
  401: errorEnvelope,
  403: errorEnvelope,
  404: errorEnvelope,
  409: errorEnvelope,
  413: errorEnvelope,
  422: errorEnvelope,
};

/** docs/product.md §7 POST /api/driver-links/{id}/delivery-proof, under /api/driver-links. */
export function deliveryProofRoutes({ deliveryProofs }: Services): FastifyPluginAsyncZod {
  return async (app) => {
    // No session: the driver's link and bound device key authorize it (docs/architecture.md §5).
    app.post(
      '/:id/delivery-proof',
      {
        config: { access: 'device-link', idempotencyScope: pathLinkScope },
        schema: {
          tags: ['driver-links'],
          description:
            'Multipart: `recipientName`, `signature` (one PNG), `photos` (0 to 5 JPG, PNG or ' +
            'WebP), `coordinates` (JSON `[lng, lat]`, optional), `accuracy` (metres, optional), ' +
            '`recordedAt` (ISO time). One proof per trip; the trip cannot be completed without it.',
          consumes: ['multipart/form-data'],
          params: linkIdParams,
          response: { 200: deliveryProofResponse, ...errors },
        },
      },
      async (request) => {
        const requestId = idempotentRequestIdOf(request);
        // Checked before the body is read, so a stranger's photos are never even buffered.
        const link = await deliveryProofs.deviceLinkFor(request.params.id, deviceKeyOf(request));
        const resent = await deliveryProofs.resentOrOpen(link, requestId);
        if (resent) return { success: true, msg: PROOF_MESSAGES.sent, data: { proof: resent } };
        const proof = await deliveryProofs.submit(link, await readMultipart(request), requestId);
        return { success: true, msg: PROOF_MESSAGES.sent, data: { proof } };
      },
    );
  };
}

/** docs/product.md §7 PUT /api/trips/{id}/proof-settings, under /api/trips. */
export function proofSettingsRoutes({ deliveryProofs }: Services): FastifyPluginAsyncZod {
  return async (app) => {
    app.put(
      '/:id/proof-settings',
      {
        config: { access: 'provider' },
        schema: {
          tags: ['trips'],
          description: 'Whether the trip’s proof of delivery must carry at least one photo.',
          params: tripIdParams,
          body: proofSettingsSchema,
          response: { 200: proofSettingsResponse, ...errors },
        },
      },
      async (request) => {
        const { groupId, userId } = providerGroupOf(request);
        const data = await deliveryProofs.updateSettings(
          { groupId, userId },
          request.params.id,
          request.body,
        );
        return { success: true, msg: PROOF_MESSAGES.settingsSaved, data };
      },
    );
  };
}
