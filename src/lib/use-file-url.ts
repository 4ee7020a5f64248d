import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { ApiError, endSessionOnUnauthorized } from './api-client';
import { onlineStatus } from './online-status';
import { readToken } from './session-storage';

/** Stored files are served only with the caller's credentials, so `<img src>` cannot fetch them. */
export async function fetchFileBlob(url: string, signal?: AbortSignal): Promise<Blob> {
  const token = readToken();
  let response: Response;
  try {
    response = await fetch(url, {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
      signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    onlineStatus.reportNetworkFailure();
    throw new ApiError(0, undefined);
  }
  // No reportReachable here: the service worker may answer this from its image cache offline.
  if (response.status === 401 && token) endSessionOnUnauthorized();
  if (!response.ok) throw new ApiError(response.status, undefined);
  return response.blob();
}

/** An object URL for a stored file, fetched once per URL and released when no longer shown. */
export function useFileUrl(url: string | null) {
  const query = useQuery({
    queryKey: ['file', url],
    queryFn: ({ signal }) => fetchFileBlob(url ?? '', signal),
    enabled: url !== null,
    // A Blob is not JSON; the service worker keeps the bytes instead.
    meta: { persist: false },
    // Asked even offline: the service worker answers an image it has seen from its cache.
    networkMode: 'offlineFirst',
    // A file never changes under its URL.
    staleTime: Infinity,
    gcTime: 10 * 60 * 1000,
  });
  const objectUrl = useMemo(
    () => (query.data ? URL.createObjectURL(query.data) : null),
    [query.data],
  );
  useEffect(() => () => (objectUrl ? URL.revokeObjectURL(objectUrl) : undefined), [objectUrl]);
  return { objectUrl, loading: query.isPending && url !== null, failed: query.isError };
}

/** Opens a stored file in a new tab (images, PDFs) or downloads it (Word files). */
export async function openStoredFile(url: string, name: string): Promise<void> {
  // The tab is opened at once, inside the click, so pop-up blockers allow it.
  const tab = window.open('', '_blank');
  const blob = await fetchFileBlob(url);
  const objectUrl = URL.createObjectURL(blob);
  if (tab && (blob.type.startsWith('image/') || blob.type === 'application/pdf')) {
    tab.location.href = objectUrl;
  } else {
    tab?.close();
    const link = document.createElement('a');
    link.href = objectUrl;
    link.download = name;
    link.click();
  }
  setTimeout(() => URL.revokeObjectURL(objectUrl), 60_000);
}
