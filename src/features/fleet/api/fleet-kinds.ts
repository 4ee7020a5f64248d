import type { z } from 'zod';
import {
  createDriverRequest,
  driverResponse,
  driversResponse,
  type Driver,
} from '../../../contract/drivers';
import {
  createTruckRequest,
  truckResponse,
  trucksResponse,
  type Truck,
} from '../../../contract/trucks';
import { driversKeys, trucksKeys } from './fleet-keys';

/** The provider's fleet has two kinds of member; each kind is also its API path and namespace. */
export type FleetKind = 'trucks' | 'drivers';

/** A member of each kind, as the API answers it. */
export type FleetMember<Kind extends FleetKind> = { trucks: Truck; drivers: Driver }[Kind];

/** What adding one, or editing it, sends: the whole member. */
export type NewFleetMember<Kind extends FleetKind> = {
  trucks: z.output<typeof createTruckRequest>;
  drivers: z.output<typeof createDriverRequest>;
}[Kind];

/** How each kind is asked for: its cache keys, its answers and where one member is read. */
export const FLEET_KINDS = {
  trucks: {
    keys: trucksKeys,
    one: truckResponse,
    // The whole list (quote form, assignment) reads no pagination; a page of the screen does.
    list: trucksResponse.omit({ pagination: true }),
    page: trucksResponse,
    // docs/product.md §7 reads one truck at /api/trucks/truckId/{id}.
    detailPath: (id: string) => `/api/trucks/truckId/${encodeURIComponent(id)}`,
  },
  drivers: {
    keys: driversKeys,
    one: driverResponse,
    list: driversResponse.omit({ pagination: true }),
    page: driversResponse,
    detailPath: (id: string) => `/api/drivers/${encodeURIComponent(id)}`,
  },
} as const;
