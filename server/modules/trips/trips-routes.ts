import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { linkTripViewSchema } from '../../../src/contract/driver-links';
import { envelope, errorEnvelope } from '../../../src/contract/envelope';
import { uuidSchema } from '../../../src/contract/loads';
import {
  assignTripRequest,
  assignTripResponse,
  createTripRequest,
  createTripResponse,
  myTripsRequest,
  myTripsResponse,
  tripByLoadResponse,
  tripDetailsSchema,
  tripIdParams,
} from '../../../src/contract/trips';
import { callerOf } from '../../plugins/authentication';
import { inReadersLanguage } from '../../lib/i18n/request-language';
import { idempotentRequestIdOf } from '../../plugins/idempotency';
import type { Services } from '../../services';
import { deviceKeyOf, headerLinkIdOf } from '../driver-links/link-request';
import { providerGroupOf } from '../trucks/provider-group';
import { ASSIGNMENT_MESSAGES } from './trip-assignment-service';
import { tripViewerOf } from './trip-details-service';

const errors = {
  400: errorEnvelope,
  401: errorEnvelope,
  403: errorEnvelope,
  404: errorEnvelope,
  409: errorEnvelope,
};

/** docs/product.md §7 Provider loads and trips: start, list, read and assign trips. */
export function tripsRoutes({
  trips,
  tripList,
  tripDetails,
  tripAssignment,
  linkTripView,
}: Services): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/create',
      {
        config: { access: 'provider' },
        schema: {
          tags: ['trips'],
          body: createTripRequest,
          response: { 200: createTripResponse, ...errors },
        },
      },
      async (request) => ({
        success: true,
        msg: 'Trip created successfully!',
        data: await trips.create(
          providerGroupOf(request).groupId,
          request.body,
          idempotentRequestIdOf(request),
        ),
      }),
    );

    app.get(
      '/getbyloadid/:loadId',
      {
        config: { access: 'signed-in' },
        schema: {
          tags: ['trips'],
          params: z.object({ loadId: uuidSchema }),
          response: { 200: tripByLoadResponse, ...errors },
        },
      },
      async (request) => ({
        success: true,
        data: await trips.liveTripForViewer(request.params.loadId, callerOf(request).user),
      }),
    );

    app.post(
      '/getmytrips',
      {
        config: { access: 'provider' },
        schema: {
          tags: ['trips'],
          body: myTripsRequest,
          response: { 200: myTripsResponse, ...errors },
        },
      },
      async (request) => {
        const { groupId } = providerGroupOf(request);
        const { rows, pagination } = await tripList.pageForGroup(
          groupId,
          inReadersLanguage(request, request.body),
        );
        return { success: true, data: rows, pagination };
      },
    );

    // The provider's token reads the whole trip; a driver's phone (X-Device-Key, no token) reads
    // the link trip view through the trip's link its key bound (docs/architecture.md §5).
    app.get(
      '/getbyid/:id',
      {
        config: { access: 'signed-in-or-device-link' },
        schema: {
          tags: ['trips'],
          params: tripIdParams,
          response: { 200: envelope(z.union([tripDetailsSchema, linkTripViewSchema])), ...errors },
        },
      },
      async (request) => ({
        success: true,
        data: request.auth
          ? await tripDetails.forViewer(tripViewerOf(request.auth.user), request.params.id)
          : await linkTripView.forDevice(
              request.params.id,
              headerLinkIdOf(request),
              deviceKeyOf(request),
            ),
      }),
    );

    app.post(
      '/:id/assign',
      {
        config: { access: 'provider' },
        schema: {
          tags: ['trips'],
          params: tripIdParams,
          body: assignTripRequest,
          response: { 200: assignTripResponse, ...errors },
        },
      },
      async (request) => {
        const trip = await tripAssignment.assign(
          providerGroupOf(request).groupId,
          request.params.id,
          request.body,
        );
        return { success: true, msg: ASSIGNMENT_MESSAGES[request.body.type], data: { trip } };
      },
    );
  };
}
