import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorEnvelope } from '../../../src/contract/envelope';
import {
  createTruckRequest,
  fleetListQuery,
  truckIdParams,
  truckResponse,
  trucksResponse,
  updateTruckRequest,
} from '../../../src/contract/trucks';
import type { Services } from '../../services';
import { ownerUploadRoute } from '../files/owner-upload-route';
import { providerGroupOf } from './provider-group';
import { toApiTruck, TRUCK_MESSAGES } from './trucks-service';

export function trucksRoutes(services: Services): FastifyPluginAsyncZod {
  const { trucks } = services;
  const refusals = { 400: errorEnvelope, 401: errorEnvelope, 403: errorEnvelope };
  const ownTruckRefusals = { ...refusals, 404: errorEnvelope, 409: errorEnvelope };

  return async (app) => {
    app.get(
      '/',
      {
        config: { access: 'provider' },
        schema: {
          tags: ['trucks'],
          description: "The group's trucks, newest first; `status=active` leaves out retired ones.",
          querystring: fleetListQuery,
          response: { 200: trucksResponse, ...refusals },
        },
      },
      async (request) => ({
        success: true,
        data: await trucks.listForGroup(providerGroupOf(request).groupId, request.query.status),
      }),
    );

    app.post(
      '/',
      {
        config: { access: 'provider' },
        schema: {
          tags: ['trucks'],
          body: createTruckRequest,
          response: { 200: truckResponse, ...refusals, 409: errorEnvelope },
        },
      },
      async (request) => {
        const row = await trucks.create(providerGroupOf(request).groupId, request.body);
        return { success: true, msg: TRUCK_MESSAGES.added, data: toApiTruck(row) };
      },
    );

    app.get(
      '/truckId/:id',
      {
        config: { access: 'provider' },
        schema: {
          tags: ['trucks'],
          params: truckIdParams,
          response: { 200: truckResponse, ...refusals, 404: errorEnvelope },
        },
      },
      async (request) => ({
        success: true,
        data: await trucks.detailsForGroup(providerGroupOf(request).groupId, request.params.id),
      }),
    );

    app.put(
      '/:id',
      {
        config: { access: 'provider' },
        schema: {
          tags: ['trucks'],
          description:
            'Edit one of the group’s trucks: the same fields and rules as adding it; 409 when ' +
            'another of its trucks has the plate.',
          params: truckIdParams,
          body: updateTruckRequest,
          response: { 200: truckResponse, ...ownTruckRefusals },
        },
      },
      async (request) => {
        const { groupId } = providerGroupOf(request);
        const row = await trucks.update(groupId, request.params.id, request.body);
        return { success: true, msg: TRUCK_MESSAGES.updated, data: toApiTruck(row) };
      },
    );

    app.put(
      '/:id/retire',
      {
        config: { access: 'provider' },
        schema: {
          tags: ['trucks'],
          description:
            'Retire a truck (status inactive): it stays on its past trips and is offered for no ' +
            'new quote or trip. 409 while a trip it is on has not ended. Repeating it changes nothing.',
          params: truckIdParams,
          response: { 200: truckResponse, ...ownTruckRefusals },
        },
      },
      async (request) => {
        const row = await trucks.retire(providerGroupOf(request).groupId, request.params.id);
        return { success: true, msg: TRUCK_MESSAGES.retired, data: toApiTruck(row) };
      },
    );

    app.put(
      '/:id/reinstate',
      {
        config: { access: 'provider' },
        schema: {
          tags: ['trucks'],
          description: 'Put a retired truck back in service. Repeating it changes nothing.',
          params: truckIdParams,
          response: { 200: truckResponse, ...ownTruckRefusals },
        },
      },
      async (request) => {
        const row = await trucks.reinstate(providerGroupOf(request).groupId, request.params.id);
        return { success: true, msg: TRUCK_MESSAGES.reinstated, data: toApiTruck(row) };
      },
    );

    const ownTruck = (request: FastifyRequest, truckId: string) =>
      trucks.getForGroup(providerGroupOf(request).groupId, truckId);
    const upload = {
      tag: 'trucks',
      access: 'provider',
      params: truckIdParams,
      owner: 'truck',
    } as const;
    await app.register(
      ownerUploadRoute(services, {
        ...upload,
        path: '/docs/:id',
        kind: 'document',
        assertCallerOwns: ownTruck,
        successMessage: 'Documents uploaded successfully',
      }),
    );
    await app.register(
      ownerUploadRoute(services, {
        ...upload,
        path: '/images/:id',
        kind: 'image',
        assertCallerOwns: ownTruck,
        successMessage: 'Images uploaded successfully',
      }),
    );
  };
}
