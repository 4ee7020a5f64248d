import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  findLoadsRequest,
  findLoadsResponse,
  type FindLoadsRequest,
} from '../../../contract/loads';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { findLoadsKeys } from './query-keys';

export type FindLoadsPage = Pick<z.infer<typeof findLoadsResponse>, 'data' | 'pagination'>;

/** POST /api/loads → one page of loads with the caller's group's quote status on each. */
export async function findLoads(
  request: FindLoadsRequest,
  signal?: AbortSignal,
): Promise<FindLoadsPage> {
  const payload = await apiRequest('/api/loads', {
    method: 'POST',
    body: findLoadsRequest.parse(request),
    signal,
  });
  const parsed = findLoadsResponse.safeParse(payload);
  if (!parsed.success) throw new ApiError(200, payload.msg);
  return { data: parsed.data.data, pagination: parsed.data.pagination };
}

export function findLoadsQueryOptions(request: FindLoadsRequest) {
  return queryOptions({
    queryKey: [...findLoadsKeys.lists(), request],
    queryFn: ({ signal }) => findLoads(request, signal),
    // Paging or filtering keeps the current rows on screen until the next page arrives.
    placeholderData: keepPreviousData,
  });
}

export function useFindLoads(request: FindLoadsRequest, enabled = true) {
  return useQuery({ ...findLoadsQueryOptions(request), enabled });
}
