import { queryOptions, useQuery } from '@tanstack/react-query';
import { tripDocumentResponse, type TripDocument } from '../../../contract/trip-documents';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { loadDetailsQueryKey } from '../../loads/api/load-details';
import { tripsKeys } from '../../trips/api/query-keys';

/** Whose document: the carrier's by its trip, the shipper's by its load. */
export type DocumentSource = { by: 'trip'; tripId: string } | { by: 'load'; loadId: string };

/**
 * Under the trip's or the load's own key, so every live event that refreshes Trip Details or
 * Load Details refreshes the document too.
 */
export function tripDocumentQueryKey(source: DocumentSource) {
  return source.by === 'trip'
    ? ([...tripsKeys.detail(source.tripId), 'document'] as const)
    : ([...loadDetailsQueryKey(source.loadId), 'document'] as const);
}

/** GET /api/trips/{id}/document (carrier) or GET /api/loads/{id}/document (shipper). */
export async function getTripDocument(
  source: DocumentSource,
  signal?: AbortSignal,
): Promise<TripDocument> {
  const path =
    source.by === 'trip'
      ? `/api/trips/${encodeURIComponent(source.tripId)}/document`
      : `/api/loads/${encodeURIComponent(source.loadId)}/document`;
  const payload = await apiRequest(path, { signal });
  const parsed = tripDocumentResponse.safeParse(payload);
  if (!parsed.success || !parsed.data.data) throw new ApiError(200, payload.msg);
  return parsed.data.data.document;
}

/** Persisted like every query: once viewed, the document opens offline. */
export function tripDocumentQueryOptions(source: DocumentSource) {
  return queryOptions({
    queryKey: tripDocumentQueryKey(source),
    queryFn: ({ signal }) => getTripDocument(source, signal),
  });
}

export function useTripDocument(source: DocumentSource) {
  return useQuery(tripDocumentQueryOptions(source));
}
