import { queryOptions, useQuery } from '@tanstack/react-query';
import { trucksQueryOptions } from '../../fleet/api/trucks-query';

/** The group's trucks that can take a trip: only active ones. */
export function assignableTrucksQueryOptions() {
  return queryOptions({
    ...trucksQueryOptions(),
    select: (trucks) => trucks.filter((truck) => truck.status === 'active'),
    // A truck added on /trucks a moment ago must be offered here at once.
    staleTime: 0,
  });
}

export function useAssignableTrucks({ enabled = true } = {}) {
  return useQuery({ ...assignableTrucksQueryOptions(), enabled });
}
