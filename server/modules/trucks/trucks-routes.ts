import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createTruckRequest,
  truckIdParams,
  truckResponse,
  trucksResponse,
  trucksQuery,
} from '../../../src/contract/trucks';
import type { Services } from '../../services';
import { fleetMemberRoutes } from '../fleet/fleet-member-routes';
import { ownerUploadRoute } from '../files/owner-upload-route';
import { providerGroupOf } from './provider-group';
import { toApiTruck, TRUCK_MESSAGES } from './trucks-service';

/** A provider's trucks belong to its truck group; another group's truck is "not found". */
export function trucksRoutes(services: Services): FastifyPluginAsyncZod {
  const { trucks } = services;

  return async (app) => {
    await app.register(
      fleetMemberRoutes({
        noun: 'truck',
        detailPath: '/truckId/:id',
        schemas: {
          params: truckIdParams,
          body: createTruckRequest,
          one: truckResponse,
          list: trucksResponse,
          listQuery: trucksQuery,
        },
        service: trucks,
        toApi: (row) => toApiTruck(row),
        messages: TRUCK_MESSAGES,
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
