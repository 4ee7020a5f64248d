import { useSyncExternalStore } from 'react';

/**
 * Whether our own API can be reached. `navigator.onLine` only knows about the network interface
 * (a phone on a dead mast says online), so a failed call also counts, and only an answer from
 * the server brings the app back online.
 */
export type OnlineStatus = 'online' | 'offline';

/** Any HTTP answer from here means the server is reachable; it never touches the database. */
export const HEALTH_URL = '/api/health';
const PROBE_TIMEOUT_MS = 5000;
/** Waits before each probe while offline; the last one repeats. */
export const PROBE_DELAYS_MS = [2000, 5000, 10_000, 30_000] as const;

export type OnlineStatusStore = {
  getStatus(): OnlineStatus;
  /** Listening also starts the probes while offline; they stop when nobody listens. */
  subscribe(listener: () => void): () => void;
  /** A call failed before any answer came (status 0). */
  reportNetworkFailure(): void;
  /** The server answered a call, whatever the status. */
  reportReachable(): void;
};

function browserSaysOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

function timeoutSignal(ms: number): AbortSignal {
  if (typeof AbortSignal.timeout === 'function') return AbortSignal.timeout(ms);
  const controller = new AbortController();
  setTimeout(() => controller.abort(), ms);
  return controller.signal;
}

/** Resolves true when the server answered at all, false when the network failed or timed out. */
async function serverAnswers(): Promise<boolean> {
  try {
    await fetch(HEALTH_URL, { cache: 'no-store', signal: timeoutSignal(PROBE_TIMEOUT_MS) });
    return true;
  } catch {
    return false;
  }
}

export function createOnlineStatus(): OnlineStatusStore {
  let status: OnlineStatus = browserSaysOffline() ? 'offline' : 'online';
  const listeners = new Set<() => void>();
  let failedProbes = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let probing = false;

  const clearTimer = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };

  const setStatus = (next: OnlineStatus) => {
    if (status === next) return;
    status = next;
    if (next === 'online') {
      failedProbes = 0;
      clearTimer();
    }
    for (const listener of [...listeners]) listener();
  };

  const scheduleProbe = () => {
    if (status === 'online' || listeners.size === 0 || timer !== undefined || probing) return;
    const delay = PROBE_DELAYS_MS[Math.min(failedProbes, PROBE_DELAYS_MS.length - 1)];
    timer = setTimeout(() => {
      timer = undefined;
      void probe();
    }, delay);
  };

  const probe = async () => {
    if (probing || status === 'online') return;
    probing = true;
    const answered = await serverAnswers();
    probing = false;
    if (answered) {
      setStatus('online');
    } else {
      failedProbes += 1;
      scheduleProbe();
    }
  };

  /** The browser thinks something changed: ask at once instead of waiting out the backoff. */
  const probeNow = () => {
    if (status === 'online') return;
    clearTimer();
    void probe();
  };

  const onOffline = () => {
    setStatus('offline');
    scheduleProbe();
  };
  const onVisible = () => {
    if (document.visibilityState === 'visible') probeNow();
  };

  const start = () => {
    window.addEventListener('online', probeNow);
    window.addEventListener('offline', onOffline);
    document.addEventListener('visibilitychange', onVisible);
    if (browserSaysOffline()) setStatus('offline');
    scheduleProbe();
  };
  const stop = () => {
    window.removeEventListener('online', probeNow);
    window.removeEventListener('offline', onOffline);
    document.removeEventListener('visibilitychange', onVisible);
    clearTimer();
  };

  return {
    getStatus: () => status,
    subscribe(listener) {
      listeners.add(listener);
      if (listeners.size === 1 && typeof window !== 'undefined') start();
      return () => {
        if (!listeners.delete(listener)) return;
        if (listeners.size === 0 && typeof window !== 'undefined') stop();
      };
    },
    reportNetworkFailure() {
      setStatus('offline');
      scheduleProbe();
    },
    reportReachable() {
      setStatus('online');
    },
  };
}

/** The page's one status: the API client reports to it, TanStack Query and the banner follow it. */
export const onlineStatus = createOnlineStatus();

export function useOnlineStatus(): OnlineStatus {
  return useSyncExternalStore(onlineStatus.subscribe, onlineStatus.getStatus, () => 'online');
}
