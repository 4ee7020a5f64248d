import { notifyManager, useQueryClient, type QueryCache } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';

/** The oldest `dataUpdatedAt` among the queries on screen that have data, or null if none has. */
export function oldestShownDataTime(cache: QueryCache): number | null {
  let oldest: number | null = null;
  for (const query of cache.findAll({ type: 'active' })) {
    const { data, dataUpdatedAt } = query.state;
    if (data === undefined || dataUpdatedAt <= 0) continue;
    if (oldest === null || dataUpdatedAt < oldest) oldest = dataUpdatedAt;
  }
  return oldest;
}

/** Follows the cache, so the time moves as screens open, close or refresh. */
export function useOldestShownDataTime(): number | null {
  const cache = useQueryClient().getQueryCache();
  const subscribe = useCallback(
    // Batched like TanStack's own hooks, so a cache event during a render never updates this one.
    (onChange: () => void) => cache.subscribe(notifyManager.batchCalls(onChange)),
    [cache],
  );
  const read = useCallback(() => oldestShownDataTime(cache), [cache]);
  return useSyncExternalStore(subscribe, read, read);
}
