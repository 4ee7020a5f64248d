import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createDriverRequest,
  driverIdParams,
  driverResponse,
  driversResponse,
} from '../../../src/contract/drivers';
import { errorEnvelope } from '../../../src/contract/envelope';
import type { Services } from '../../services';
import { ownerUploadRoute } from '../files/owner-upload-route';
import { providerGroupOf } from '../trucks/provider-group';
import { toApiDriver } from './drivers-service';

/** A provider's drivers belong to its truck group; another group's driver is "not found". */
export function driversRoutes(services: Services): FastifyPluginAsyncZod {
  const { drivers } = services;
  const refusals = { 400: errorEnvelope, 401: errorEnvelope, 403: errorEnvelope };

  return async (app) => {
    app.get(
      '/',
      {
        config: { access: 'provider' },
        schema: { tags: ['drivers'], response: { 200: driversResponse, ...refusals } },
      },
      async (request) => ({
        success: true,
        data: await drivers.listForGroup(providerGroupOf(request).groupId),
      }),
    );

    app.post(
      '/',
      {
        config: { access: 'provider' },
        schema: {
          tags: ['drivers'],
          body: createDriverRequest,
          response: { 200: driverResponse, ...refusals, 409: errorEnvelope },
        },
      },
      async (request) => {
        const row = await drivers.create(providerGroupOf(request).groupId, request.body);
        return { success: true, msg: 'Driver added successfully', data: toApiDriver(row) };
      },
    );

    app.get(
      '/:id',
      {
        config: { access: 'provider' },
        schema: {
          tags: ['drivers'],
          params: driverIdParams,
          response: { 200: driverResponse, ...refusals, 404: errorEnvelope },
        },
      },
      async (request) => ({
        success: true,
        data: await drivers.detailsForGroup(providerGroupOf(request).groupId, request.params.id),
      }),
    );

    await app.register(
      ownerUploadRoute(services, {
        path: '/docs/:id',
        tag: 'drivers',
        access: 'provider',
        params: driverIdParams,
        owner: 'driver',
        kind: 'document',
        assertCallerOwns: (request, driverId) =>
          drivers.getForGroup(providerGroupOf(request).groupId, driverId),
        successMessage: 'Documents uploaded successfully',
      }),
    );
  };
}
