import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  linkIdParams,
  positionReportRequest,
  positionReportResponse,
} from '../../../src/contract/driver-links';
import { errorEnvelope } from '../../../src/contract/envelope';
import type { Services } from '../../services';
import { deviceKeyOf, pathLinkScope } from '../driver-links/link-request';

const errors = {
  400: errorEnvelope,
  403: errorEnvelope,
  404: errorEnvelope,
  409: errorEnvelope,
  429: errorEnvelope,
};

/** DESIGN §5 Position: POST /api/driver-links/{id}/location from the bound phone. */
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
          idempotencyScope: pathLinkScope,
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
      async (request) => ({
        success: true,
        data: await positions.report(request.params.id, deviceKeyOf(request), request.body),
      }),
    );
  };
}
