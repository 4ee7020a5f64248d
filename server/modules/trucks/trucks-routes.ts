import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorEnvelope } from '../../../src/contract/envelope';
import {
  createTruckRequest,
  truckIdParams,
  truckResponse,
  trucksResponse,
} from '../../../src/contract/trucks';
import type { Services } from '../../services';
import { ownerUploadRoute } from '../files/owner-upload-route';
import { providerGroupOf } from './provider-group';
import { toApiTruck } from './trucks-service';

export function trucksRoutes(services: Services): FastifyPluginAsyncZod {
  const { trucks } = services;
  const refusals = { 400: errorEnvelope, 401: errorEnvelope, 403: errorEnvelope };

  return async (app) => {
    app.get(
      '/',
      {
        config: { access: 'provider' },
        schema: { tags: ['trucks'], response: { 200: trucksResponse, ...refusals } },
      },
      async (request) => ({
        success: true,
        data: await trucks.listForGroup(providerGroupOf(request).groupId),
      }),
    );

    app.post(
      '/',
      {
        config: { access: 'provider' },
        schema: {
          tags: ['trucks'],
          body: createTruckRequest,
          response: { 200: truckResponse, ...refusals },
        },
      },
      async (request) => {
        const row = await trucks.create(providerGroupOf(request).groupId, request.body);
        return { success: true, msg: 'Truck added successfully', data: toApiTruck(row) };
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
