import { useQuery } from '@tanstack/react-query';
import { trucksQueryOptions } from '../../fleet/api/trucks-query';

export function useTrucks(enabled = true) {
  return useQuery({ ...trucksQueryOptions(), enabled });
}
