import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorEnvelope } from '../../../src/contract/envelope';
import { uuidSchema } from '../../../src/contract/loads';
import {
  assignTripRequest,
  assignTripResponse,
  createTripRequest,
  createTripResponse,
  myTripsRequest,
  myTripsResponse,
  tripByLoadResponse,
  tripDetailsResponse,
  tripIdParams,
} from '../../../src/contract/trips';
import { callerOf } from '../../plugins/authentication';
import type { Services } from '../../services';
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

/** SPEC §7 Provider loads and trips: start, list, read and assign trips. */
export function tripsRoutes({
  trips,
  tripList,
  tripDetails,
  tripAssignment,
  guards,
}: Services): FastifyPluginAsyncZod {
  return async (app) => {
    const providerOnly = [guards.authenticate, guards.requireRole('provider')];

    app.post(
      '/create',
      {
        preHandler: providerOnly,
        schema: {
          tags: ['trips'],
          body: createTripRequest,
          response: { 200: createTripResponse, ...errors },
        },
      },
      async (request) => ({
        success: true,
        msg: 'Trip created successfully!',
        data: await trips.create(providerGroupOf(request).groupId, request.body),
      }),
    );

    app.get(
      '/getbyloadid/:loadId',
      {
        preHandler: guards.authenticate,
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
        preHandler: providerOnly,
        schema: {
          tags: ['trips'],
          body: myTripsRequest,
          response: { 200: myTripsResponse, ...errors },
        },
      },
      async (request) => ({
        success: true,
        data: await tripList.listForGroup(providerGroupOf(request).groupId, request.body),
      }),
    );

    // Seam: driver links will read this trip too, with X-Device-Key instead of a token
    // (DESIGN §5); they will need their own guard here and a viewer kind in tripViewerOf.
    app.get(
      '/getbyid/:id',
      {
        preHandler: guards.authenticate,
        schema: {
          tags: ['trips'],
          params: tripIdParams,
          response: { 200: tripDetailsResponse, ...errors },
        },
      },
      async (request) => ({
        success: true,
        data: await tripDetails.forViewer(tripViewerOf(callerOf(request).user), request.params.id),
      }),
    );

    app.post(
      '/:id/assign',
      {
        preHandler: providerOnly,
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
