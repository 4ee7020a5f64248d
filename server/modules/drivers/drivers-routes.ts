import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createDriverRequest,
  driverIdParams,
  driverResponse,
  driversResponse,
  updateDriverRequest,
} from '../../../src/contract/drivers';
import { errorEnvelope } from '../../../src/contract/envelope';
import { fleetListQuery } from '../../../src/contract/trucks';
import type { Services } from '../../services';
import { ownerUploadRoute } from '../files/owner-upload-route';
import { providerGroupOf } from '../trucks/provider-group';
import { DRIVER_MESSAGES, toApiDriver } from './drivers-service';

/** A provider's drivers belong to its truck group; another group's driver is "not found". */
export function driversRoutes(services: Services): FastifyPluginAsyncZod {
  const { drivers } = services;
  const refusals = { 400: errorEnvelope, 401: errorEnvelope, 403: errorEnvelope };
  const ownDriverRefusals = { ...refusals, 404: errorEnvelope, 409: errorEnvelope };

  return async (app) => {
    app.get(
      '/',
      {
        config: { access: 'provider' },
        schema: {
          tags: ['drivers'],
          description:
            "The group's drivers, newest first; `status=active` leaves out retired ones.",
          querystring: fleetListQuery,
          response: { 200: driversResponse, ...refusals },
        },
      },
      async (request) => ({
        success: true,
        data: await drivers.listForGroup(providerGroupOf(request).groupId, request.query.status),
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
        return { success: true, msg: DRIVER_MESSAGES.added, data: toApiDriver(row) };
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

    app.put(
      '/:id',
      {
        config: { access: 'provider' },
        schema: {
          tags: ['drivers'],
          description:
            'Edit one of the group’s drivers: the same fields and rules as adding them; 409 when ' +
            'another of its drivers has the phone number.',
          params: driverIdParams,
          body: updateDriverRequest,
          response: { 200: driverResponse, ...ownDriverRefusals },
        },
      },
      async (request) => {
        const { groupId } = providerGroupOf(request);
        const row = await drivers.update(groupId, request.params.id, request.body);
        return { success: true, msg: DRIVER_MESSAGES.updated, data: toApiDriver(row) };
      },
    );

    app.put(
      '/:id/retire',
      {
        config: { access: 'provider' },
        schema: {
          tags: ['drivers'],
          description:
            'Retire a driver (status inactive): kept on past trips, assigned to no new one. 409 ' +
            'while a trip they are on has not ended. Repeating it changes nothing.',
          params: driverIdParams,
          response: { 200: driverResponse, ...ownDriverRefusals },
        },
      },
      async (request) => {
        const row = await drivers.retire(providerGroupOf(request).groupId, request.params.id);
        return { success: true, msg: DRIVER_MESSAGES.retired, data: toApiDriver(row) };
      },
    );

    app.put(
      '/:id/reinstate',
      {
        config: { access: 'provider' },
        schema: {
          tags: ['drivers'],
          description: 'Put a retired driver back in service. Repeating it changes nothing.',
          params: driverIdParams,
          response: { 200: driverResponse, ...ownDriverRefusals },
        },
      },
      async (request) => {
        const row = await drivers.reinstate(providerGroupOf(request).groupId, request.params.id);
        return { success: true, msg: DRIVER_MESSAGES.reinstated, data: toApiDriver(row) };
      },
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
