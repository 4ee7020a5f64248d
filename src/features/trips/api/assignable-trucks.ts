import { queryOptions, useQuery } from '@tanstack/react-query';
import { activeTrucksQueryOptions } from '../../fleet/api/trucks-query';

/** The group's trucks that can take a trip: GET /api/trucks?status=active (no retired ones). */
export function assignableTrucksQueryOptions() {
  return queryOptions({
    ...activeTrucksQueryOptions(),
    // A truck added or reinstated on /trucks a moment ago must be offered here at once.
    staleTime: 0,
  });
}

export function useAssignableTrucks({ enabled = true } = {}) {
  return useQuery({ ...assignableTrucksQueryOptions(), enabled });
}
