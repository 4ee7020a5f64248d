import { useSyncExternalStore } from 'react';

/**
 * How the signed-in page hears about changes: `live` while the event stream flows, `polling` when
 * the stream is blocked (the unread count is then polled more often), `connecting` in between,
 * `off` while signed out or offline.
 */
export type LiveEventsMode = 'off' | 'connecting' | 'live' | 'polling';

export type LiveEventsModeStore = {
  get(): LiveEventsMode;
  set(next: LiveEventsMode): void;
  subscribe(listener: () => void): () => void;
};

export function createLiveEventsModeStore(): LiveEventsModeStore {
  let mode: LiveEventsMode = 'off';
  const listeners = new Set<() => void>();
  return {
    get: () => mode,
    set(next) {
      if (next === mode) return;
      mode = next;
      for (const listener of [...listeners]) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The page's one mode: the live-events connection writes it, the unread badge reads it. */
export const liveEventsMode = createLiveEventsModeStore();

export function useLiveEventsMode(): LiveEventsMode {
  return useSyncExternalStore(liveEventsMode.subscribe, liveEventsMode.get, () => 'off');
}
