import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { loadDraftSchema, type LoadDraft } from '../../../contract/loads';
import { ApiError, apiRequest } from '../../../lib/api-client';

// Extra fields the server may add (its key, timestamps) are dropped, not refused.
const draftEnvelope = z.object({ data: z.object(loadDraftSchema.shape) });

/** GET /api/temp-loads/{deviceHash} → the draft in data, or null when there is none (404). */
export async function getTempLoad(
  deviceHash: string,
  signal?: AbortSignal,
): Promise<LoadDraft | null> {
  try {
    const payload = await apiRequest(`/api/temp-loads/${encodeURIComponent(deviceHash)}`, {
      signal,
    });
    const parsed = draftEnvelope.safeParse(payload);
    if (!parsed.success) throw new ApiError(200, payload.msg);
    return parsed.data.data;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export function tempLoadQueryOptions(deviceHash: string) {
  return queryOptions({
    queryKey: ['temp-load', deviceHash],
    queryFn: ({ signal }) => getTempLoad(deviceHash, signal),
    // Read once: the draft is deleted right after, so a cached copy would only go stale.
    retry: false,
    // Offline, fail at once so the form opens from this device's own copy instead of waiting.
    networkMode: 'always',
    staleTime: Infinity,
    gcTime: 0,
    // Never saved: a restored copy would bring back a draft that has since been deleted.
    meta: { persist: false },
  });
}

export function useTempLoad(deviceHash: string | null) {
  return useQuery({ ...tempLoadQueryOptions(deviceHash ?? ''), enabled: Boolean(deviceHash) });
}
