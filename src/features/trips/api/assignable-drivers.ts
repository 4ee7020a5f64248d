import { queryOptions, useQuery } from '@tanstack/react-query';
import { activeDriversQueryOptions } from '../../fleet/api/drivers-query';

/** The group's drivers who can take a trip: GET /api/drivers?status=active (no retired ones). */
export function assignableDriversQueryOptions() {
  return queryOptions({
    ...activeDriversQueryOptions(),
    // A driver added or reinstated on /drivers a moment ago must be offered here at once.
    staleTime: 0,
  });
}

export function useAssignableDrivers({ enabled = true } = {}) {
  return useQuery({ ...assignableDriversQueryOptions(), enabled });
}
