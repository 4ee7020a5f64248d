import { useQuery } from '@tanstack/react-query';
import type { FleetStatus, Truck } from '../../../contract/trucks';
import { trucksQueryOptions } from '../../fleet/api/trucks-query';

// Stable, so each list re-filters only when the fleet changes.
const ofStatus: Record<FleetStatus, (trucks: Truck[]) => Truck[]> = {
  active: (trucks) => trucks.filter((truck) => truck.status === 'active'),
  inactive: (trucks) => trucks.filter((truck) => truck.status === 'inactive'),
};

/** The group's trucks (one request for the page), or only its active or retired ones. */
export function useTrucks(enabled = true, status?: FleetStatus) {
  return useQuery({
    ...trucksQueryOptions(),
    enabled,
    select: status ? ofStatus[status] : undefined,
  });
}
