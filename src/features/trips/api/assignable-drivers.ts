import { queryOptions, useQuery } from '@tanstack/react-query';
import { driversQueryOptions } from '../../fleet/api/drivers-query';

/** The group's drivers who can take a trip: only active ones. */
export function assignableDriversQueryOptions() {
  return queryOptions({
    ...driversQueryOptions(),
    select: (drivers) => drivers.filter((driver) => driver.status === 'active'),
    // A driver added on /drivers a moment ago must be offered here at once.
    staleTime: 0,
  });
}

export function useAssignableDrivers({ enabled = true } = {}) {
  return useQuery({ ...assignableDriversQueryOptions(), enabled });
}
