import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientConfigResponse } from '../../../src/contract/payments';
import type { Config } from '../../config';

/** What the web app needs at run time (GET /api/config); public, and holds no secret. */
export function clientConfigRoutes(config: Config): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/',
      {
        config: { access: 'public' },
        schema: { tags: ['reference'], response: { 200: clientConfigResponse } },
      },
      async () => ({
        success: true,
        data: {
          paymentProvider: config.payments.provider,
          stripePublishableKey: config.payments.stripePublishableKey ?? null,
          tileUrl: config.maps.tileUrl,
          tileAttribution: config.maps.tileAttribution,
          geocoder: Boolean(config.maps.geocoderUrl),
        },
      }),
    );
  };
}
