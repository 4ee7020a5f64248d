/**
 * Cache keys of the provider's fleet, shared by every screen that lists trucks or drivers (Trucks,
 * Drivers, Find Loads' quote form, trip assignment), so adding one refreshes them all.
 */
export const trucksKeys = {
  all: ['fleet', 'trucks'] as const,
  list: () => [...trucksKeys.all, 'list'] as const,
  detail: (truckId: string) => [...trucksKeys.all, 'detail', truckId] as const,
};

export const driversKeys = {
  all: ['fleet', 'drivers'] as const,
  list: () => [...driversKeys.all, 'list'] as const,
  detail: (driverId: string) => [...driversKeys.all, 'detail', driverId] as const,
};
