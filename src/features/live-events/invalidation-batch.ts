import type { QueryClient, QueryKey } from '@tanstack/react-query';

/** Events tend to come in bursts (a replay after reconnecting, a status and its notification). */
export const INVALIDATION_BATCH_MS = 150;

export type InvalidationBatch = {
  add(keys: QueryKey[]): void;
  /** Drops what is waiting (the page is leaving). */
  cancel(): void;
};

/**
 * Collects keys for a moment and invalidates each once, so a burst of events causes one refetch
 * per screen instead of one per event (each invalidation would cancel the refetch before it).
 */
export function createInvalidationBatch(
  queryClient: QueryClient,
  delayMs = INVALIDATION_BATCH_MS,
): InvalidationBatch {
  const waiting = new Map<string, QueryKey>();
  let timer: ReturnType<typeof setTimeout> | undefined;

  const flush = () => {
    timer = undefined;
    const keys = [...waiting.values()];
    waiting.clear();
    for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
  };

  return {
    add(keys) {
      for (const key of keys) waiting.set(JSON.stringify(key), key);
      timer ??= setTimeout(flush, delayMs);
    },
    cancel() {
      clearTimeout(timer);
      timer = undefined;
      waiting.clear();
    },
  };
}
