import { useQuery } from '@tanstack/react-query';
import type { Driver } from '../../../contract/drivers';
import type { FleetStatus } from '../../../contract/trucks';
import { driversQueryOptions } from '../../fleet/api/drivers-query';

// Stable, so each list re-filters only when the team changes.
const ofStatus: Record<FleetStatus, (drivers: Driver[]) => Driver[]> = {
  active: (drivers) => drivers.filter((driver) => driver.status === 'active'),
  inactive: (drivers) => drivers.filter((driver) => driver.status === 'inactive'),
};

/** The group's drivers (one request for the page), or only its active or retired ones. */
export function useDrivers(enabled = true, status?: FleetStatus) {
  return useQuery({
    ...driversQueryOptions(),
    enabled,
    select: status ? ofStatus[status] : undefined,
  });
}
