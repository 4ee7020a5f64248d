import type { FleetStatus } from '../../../contract/trucks';

/**
 * Cache keys of the provider's fleet, shared by every screen that lists trucks or drivers (Trucks,
 * Drivers, Find Loads' quote form, trip assignment), so adding, editing or retiring one refreshes
 * them all. `list()` is the whole fleet; `list('active')` only what can still be offered.
 */
export const trucksKeys = {
  all: ['fleet', 'trucks'] as const,
  list: (status?: FleetStatus) =>
    status
      ? ([...trucksKeys.all, 'list', status] as const)
      : ([...trucksKeys.all, 'list'] as const),
  detail: (truckId: string) => [...trucksKeys.all, 'detail', truckId] as const,
};

export const driversKeys = {
  all: ['fleet', 'drivers'] as const,
  list: (status?: FleetStatus) =>
    status
      ? ([...driversKeys.all, 'list', status] as const)
      : ([...driversKeys.all, 'list'] as const),
  detail: (driverId: string) => [...driversKeys.all, 'detail', driverId] as const,
};
