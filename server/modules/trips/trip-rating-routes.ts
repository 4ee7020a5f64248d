import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorEnvelope } from '../../../src/contract/envelope';
import { loadIdParams } from '../../../src/contract/loads';
import { rateTripRequest, tripRatingResponse } from '../../../src/contract/trip-ratings';
import { callerOf } from '../../plugins/authentication';
import type { Services } from '../../services';

/** The shipper rates its load's completed trip (registered under /api/loads). */
export function tripRatingRoutes({ tripRatings }: Services): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/:id/rating',
      {
        config: { access: 'shipper' },
        schema: {
          tags: ['loads'],
          description:
            "Rate the driver of the load's completed trip: `stars` 1 to 5, an optional " +
            '`comment` of at most 500 characters. Only the load’s shipper, only once the trip ' +
            'is completed (409 before). One rating per trip: rating again replaces it.',
          params: loadIdParams,
          body: rateTripRequest,
          response: {
            200: tripRatingResponse,
            400: errorEnvelope,
            401: errorEnvelope,
            403: errorEnvelope,
            404: errorEnvelope,
            409: errorEnvelope,
          },
        },
      },
      async (request) => ({
        success: true,
        msg: 'Thank you for rating the driver',
        data: await tripRatings.rate(callerOf(request).user.id, request.params.id, request.body),
      }),
    );
  };
}
