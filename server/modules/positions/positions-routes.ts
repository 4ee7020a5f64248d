import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  linkIdParams,
  positionReportRequest,
  positionReportResponse,
} from '../../../src/contract/driver-links';
import { errorEnvelope } from '../../../src/contract/envelope';
import type { Services } from '../../services';
import { deviceKeyOf } from '../driver-links/link-request';
import { idempotencyKeyOf } from '../../plugins/idempotency';

const errors = {
  400: errorEnvelope,
  403: errorEnvelope,
  404: errorEnvelope,
  409: errorEnvelope,
  429: errorEnvelope,
};

/** docs/architecture.md §5 Position: POST /api/driver-links/{id}/location from the bound phone. */
export function positionsRoutes(
  { positions }: Services,
  options: { reportsPerLinkPerMinute: number } = { reportsPerLinkPerMinute: 120 },
): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/:id/location',
      {
        schema: {
          tags: ['driver-links'],
          params: linkIdParams,
          body: positionReportRequest,
          response: { 200: positionReportResponse, ...errors },
        },
        config: {
          access: 'device-link',
          // Positions are many and small: the positions table itself keeps each key once, in
          // the statement that stores the fix, instead of the general key store's two writes.
          skipIdempotency: true,
          // A phone sends a fix every few seconds at most; more is a loop or a replay storm.
          rateLimit: {
            max: options.reportsPerLinkPerMinute,
            timeWindow: '1 minute',
            keyGenerator: (request) =>
              `position:${(request.params as { id?: string }).id ?? request.ip}`,
            errorResponseBuilder: () => ({
              statusCode: 429,
              message: 'Too many positions were sent for this link. Please wait a minute.',
            }),
          },
        },
      },
      async (request, reply) => {
        const { replayed } = await positions.report(
          request.params.id,
          deviceKeyOf(request),
          request.body,
          idempotencyKeyOf(request),
        );
        if (replayed) reply.header('Idempotent-Replayed', 'true');
        return { success: true, data: { accepted: true } };
      },
    );
  };
}
