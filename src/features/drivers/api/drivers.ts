import { useQuery } from '@tanstack/react-query';
import { driversQueryOptions } from '../../fleet/api/drivers-query';

export function useDrivers(enabled = true) {
  return useQuery({ ...driversQueryOptions(), enabled });
}
