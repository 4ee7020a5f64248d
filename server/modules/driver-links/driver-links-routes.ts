import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createDriverLinkRequest,
  createDriverLinkResponse,
  deactivateDriverLinkResponse,
  driverLinkDetailsResponse,
  driverLinksResponse,
  providerDriverLinksQuery,
  providerDriverLinksResponse,
  linkIdParams,
  verifyDeviceRequest,
  verifyDeviceResponse,
} from '../../../src/contract/driver-links';
import { errorEnvelope } from '../../../src/contract/envelope';
import { inReadersLanguage } from '../../lib/i18n/request-language';
import { linkIdempotencyScope } from '../../plugins/idempotency';
import type { Services } from '../../services';
import { providerGroupOf } from '../trucks/provider-group';
import { TRIP_NOT_FOUND } from '../trips/live-trip';
import { DRIVER_LINK_MESSAGES } from './driver-links-service';
import { deviceKeyOf } from './link-request';

const errors = {
  400: errorEnvelope,
  401: errorEnvelope,
  403: errorEnvelope,
  404: errorEnvelope,
  409: errorEnvelope,
  429: errorEnvelope,
};

function rawDeviceKey(body: unknown): string | undefined {
  const key = (body as { deviceKey?: unknown } | null | undefined)?.deviceKey;
  return typeof key === 'string' ? key : undefined;
}

/** docs/product.md §7 Driver links: the provider's own group's links, and the driver's device binding. */
export function driverLinksRoutes(
  { driverLinks, deviceBinding, linkTripView }: Services,
  options: { verificationsPerIpPerMinute: number } = { verificationsPerIpPerMinute: 30 },
): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/create',
      {
        config: { access: 'provider' },
        schema: {
          tags: ['driver-links'],
          body: createDriverLinkRequest,
          response: { 200: createDriverLinkResponse, ...errors },
        },
      },
      async (request) => {
        const { groupId, userId } = providerGroupOf(request);
        const data = await driverLinks.create(groupId, userId, request.body);
        return { success: true, msg: DRIVER_LINK_MESSAGES.created, data };
      },
    );

    app.get(
      '/provider',
      {
        config: { access: 'provider' },
        schema: {
          tags: ['driver-links'],
          description:
            "The group's links, newest first. With `page` or `limit`, one page of them (20 rows " +
            'by default, at most 100), ordered by `sort` and `order` and filtered by column; ' +
            'without either, all of them as one page.',
          querystring: providerDriverLinksQuery,
          response: { 200: providerDriverLinksResponse, ...errors },
        },
      },
      async (request) => {
        const { groupId } = providerGroupOf(request);
        const { rows, pagination } = await driverLinks.pageForGroup(
          groupId,
          inReadersLanguage(request, request.query),
        );
        return { success: true, data: rows, pagination };
      },
    );

    app.get(
      '/trip/:tripId',
      {
        config: { access: 'provider' },
        schema: {
          tags: ['driver-links'],
          params: z.object({ tripId: z.string().uuid(TRIP_NOT_FOUND) }),
          response: { 200: driverLinksResponse, ...errors },
        },
      },
      async (request) => ({
        success: true,
        data: await driverLinks.listForTrip(
          providerGroupOf(request).groupId,
          request.params.tripId,
        ),
      }),
    );

    app.get(
      '/details/:id',
      {
        // The owning provider's token, or else the bound phone's key (docs/architecture.md §5).
        config: { access: 'provider-or-device-link' },
        schema: {
          tags: ['driver-links'],
          params: linkIdParams,
          response: { 200: driverLinkDetailsResponse, ...errors },
        },
      },
      async (request) => ({
        success: true,
        data: request.auth
          ? await driverLinks.detailsForGroup(providerGroupOf(request).groupId, request.params.id)
          : await driverLinks.detailsForDevice(request.params.id, deviceKeyOf(request)),
      }),
    );

    app.put(
      '/deactivate/:id',
      {
        config: { access: 'provider' },
        schema: {
          tags: ['driver-links'],
          params: linkIdParams,
          response: { 200: deactivateDriverLinkResponse, ...errors },
        },
      },
      async (request) => {
        const link = await driverLinks.deactivate(
          providerGroupOf(request).groupId,
          request.params.id,
        );
        return { success: true, msg: DRIVER_LINK_MESSAGES.deactivated, data: { link } };
      },
    );

    app.post(
      '/verify-device/:id',
      {
        schema: {
          tags: ['driver-links'],
          params: linkIdParams,
          body: verifyDeviceRequest,
          response: { 200: verifyDeviceResponse, ...errors },
        },
        // The key comes in the body: this call is what binds it (the link id is the secret).
        config: {
          access: 'public',
          // Runs before validation, so the body is still the raw one.
          idempotencyScope: (request) =>
            linkIdempotencyScope(
              (request.params as { id?: string }).id ?? '',
              rawDeviceKey(request.body),
            ),
          // No sign-in here: the caller's address is what can be limited.
          rateLimit: {
            max: options.verificationsPerIpPerMinute,
            timeWindow: '1 minute',
            keyGenerator: (request) => `verify-device:${request.ip}`,
            errorResponseBuilder: () => ({
              statusCode: 429,
              message: 'Too many link checks from this network. Please wait a minute.',
            }),
          },
        },
      },
      async (request) => {
        const verified = await deviceBinding.verify(request.params.id, request.body);
        if (!request.body.includeTrip) return { success: true, data: verified };
        // Bound now: the trip view as GET /api/trips/getbyid answers it, in the same answer.
        const { tripId, deviceKey } = request.body;
        const trip = await linkTripView.forDevice(tripId, request.params.id, deviceKey);
        return { success: true, data: { ...verified, trip } };
      },
    );
  };
}
