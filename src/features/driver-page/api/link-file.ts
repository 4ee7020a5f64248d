import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { ApiError } from '../../../lib/api-client';
import { driverPageKeys } from './driver-page-keys';
import { linkHeaders, type LinkAccess } from './link-headers';

/** A charge photo is served only to the bound device, so `<img src>` cannot fetch it. */
export async function fetchLinkFile(
  access: LinkAccess,
  url: string,
  signal?: AbortSignal,
): Promise<Blob> {
  let response: Response;
  try {
    response = await fetch(url, { headers: linkHeaders(access), signal });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, undefined);
  }
  if (!response.ok) throw new ApiError(response.status, undefined);
  return response.blob();
}

/** An object URL for a charge photo, fetched once and released when no longer shown. */
export function useLinkFileUrl(access: LinkAccess, url: string) {
  const query = useQuery({
    queryKey: driverPageKeys.file(access.linkId, url),
    queryFn: ({ signal }) => fetchLinkFile(access, url, signal),
    // A Blob is not JSON, so it is never saved with the query cache.
    meta: { persist: false },
    // A stored file never changes under its URL.
    staleTime: Infinity,
    gcTime: 10 * 60 * 1000,
  });
  const objectUrl = useMemo(
    () => (query.data ? URL.createObjectURL(query.data) : null),
    [query.data],
  );
  useEffect(() => () => (objectUrl ? URL.revokeObjectURL(objectUrl) : undefined), [objectUrl]);
  return { objectUrl, loading: query.isPending, failed: query.isError };
}
