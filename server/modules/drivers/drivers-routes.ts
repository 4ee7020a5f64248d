import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createDriverRequest,
  driverIdParams,
  driverResponse,
  driversResponse,
  driversQuery,
} from '../../../src/contract/drivers';
import type { Services } from '../../services';
import { fleetMemberRoutes } from '../fleet/fleet-member-routes';
import { ownerUploadRoute } from '../files/owner-upload-route';
import { driverLicenceRoutes } from './driver-licence-routes';
import { providerGroupOf } from '../trucks/provider-group';
import { DRIVER_MESSAGES, toApiDriver } from './drivers-service';

/** A provider's drivers belong to its truck group; another group's driver is "not found". */
export function driversRoutes(services: Services): FastifyPluginAsyncZod {
  const { drivers } = services;

  return async (app) => {
    await app.register(
      fleetMemberRoutes({
        noun: 'driver',
        detailPath: '/:id',
        schemas: {
          params: driverIdParams,
          body: createDriverRequest,
          one: driverResponse,
          list: driversResponse,
          listQuery: driversQuery,
        },
        service: drivers,
        toApi: (row) => toApiDriver(row),
        messages: DRIVER_MESSAGES,
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

    await app.register(driverLicenceRoutes(services));
  };
}
