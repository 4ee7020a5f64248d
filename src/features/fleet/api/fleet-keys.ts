import type { ListPageRequest } from '../../../components/data-table/list-page-request';
import type { FleetStatus } from '../../../contract/trucks';

/**
 * Cache keys of the provider's fleet, shared by every screen that lists trucks or drivers (Trucks,
 * Drivers, Find Loads' quote form, trip assignment), so adding, editing or retiring one refreshes
 * them all. `list()` is the whole fleet; `list('active')` only what can still be offered;
 * `page(...)` a page of the screens' lists.
 */
function fleetKeys<Kind extends 'trucks' | 'drivers'>(kind: Kind) {
  const all = ['fleet', kind] as const;
  return {
    all,
    list: (status?: FleetStatus) =>
      status ? ([...all, 'list', status] as const) : ([...all, 'list'] as const),
    /** One page of the Trucks or Drivers screen's list of one status, as it asked for it. */
    page: (status: FleetStatus, request: ListPageRequest | 'count') =>
      [...all, 'page', status, request] as const,
    detail: (id: string) => [...all, 'detail', id] as const,
  };
}

export const trucksKeys = fleetKeys('trucks');
export const driversKeys = fleetKeys('drivers');
