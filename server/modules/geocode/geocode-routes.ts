import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorEnvelope } from '../../../src/contract/envelope';
import { geocodeSearchQuery, geocodeSearchResponse } from '../../../src/contract/geocode';
import type { Config } from '../../config';
import { HttpError, notFound } from '../../lib/http-error';
import { createGeocoder } from '../../providers/geocoder/create-geocoder';
import { GeocoderError } from '../../providers/geocoder/geocoder';
import { createGeocodeCache } from './geocode-cache';

const errors = {
  400: errorEnvelope,
  401: errorEnvelope,
  404: errorEnvelope,
  429: errorEnvelope,
  502: errorEnvelope,
};

/** Place search for the location box, proxied so the browser never sees the geocoder's address. */
export function geocodeRoutes(maps: Config['maps']): FastifyPluginAsyncZod {
  const geocoder = createGeocoder(maps);
  const cache = createGeocodeCache();
  return async (app) => {
    app.get(
      '/search',
      {
        schema: {
          tags: ['reference'],
          querystring: geocodeSearchQuery,
          response: { 200: geocodeSearchResponse, ...errors },
        },
        config: {
          access: 'signed-in',
          // Runs after the access's authenticate (before validation), so the limit is per user.
          rateLimit: {
            max: 30,
            timeWindow: '1 minute',
            hook: 'preHandler',
            keyGenerator: (request) => `geocode:${request.auth?.user.id ?? request.ip}`,
            errorResponseBuilder: () => ({
              statusCode: 429,
              message: 'Too many place searches. Please wait a minute and try again.',
            }),
          },
        },
      },
      async (request) => {
        if (!geocoder) throw notFound('No geocoder is configured');
        const { q } = request.query;
        try {
          return { success: true, data: await cache.get(q, () => geocoder.search(q)) };
        } catch (error) {
          if (!(error instanceof GeocoderError)) throw error;
          request.log.warn({ err: error }, 'geocoder search failed');
          throw new HttpError(502, 'The place search is unavailable. Try again later.');
        }
      },
    );
  };
}
