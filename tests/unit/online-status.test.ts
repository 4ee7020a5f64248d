import { onlineManager, QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from '../../src/lib/api-client';
import {
  createOnlineStatus,
  HEALTH_URL,
  onlineStatus,
  type OnlineStatusStore,
} from '../../src/lib/online-status';
import { followOnlineStatus } from '../../src/lib/query-client';

type Answer = 'offline' | number;

/** fetch answering in turn (the last repeats): a status code, or no answer at all. */
function stubFetch(answers: Answer[]) {
  const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => {
    const answer = answers.length > 1 ? answers.shift()! : answers[0]!;
    if (answer === 'offline') throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify({ success: answer < 400 }), { status: answer });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function setBrowserOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

/** Lets the probe's fetch settle (fake timers leave promises alone). */
const settle = () => vi.advanceTimersByTimeAsync(0);

let store: OnlineStatusStore;
let stopListening: () => void;
const changes = vi.fn();

beforeEach(() => {
  vi.useFakeTimers();
  store = createOnlineStatus();
  stopListening = store.subscribe(changes);
});

afterEach(() => {
  stopListening();
  changes.mockReset();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('online status from our own API', () => {
  it('goes offline on a network failure and back online once the health probe answers', async () => {
    const fetchMock = stubFetch([200]);
    store.reportNetworkFailure();
    expect(store.getStatus()).toBe('offline');
    expect(changes).toHaveBeenCalledOnce();

    // The call just failed: the first probe waits a moment rather than asking again at once.
    await vi.advanceTimersByTimeAsync(1999);
    expect(fetchMock).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledWith(
      HEALTH_URL,
      expect.objectContaining({ cache: 'no-store', signal: expect.any(AbortSignal) }),
    );
    expect(store.getStatus()).toBe('online');
    expect(changes).toHaveBeenCalledTimes(2);
  });

  it('counts any HTTP answer as reachable, even an error status', async () => {
    stubFetch([503]);
    store.reportNetworkFailure();
    await vi.advanceTimersByTimeAsync(2000);
    expect(store.getStatus()).toBe('online');
  });

  it('backs off between failed probes: 2 s, 5 s, 10 s, then every 30 s', async () => {
    const fetchMock = stubFetch(['offline']);
    store.reportNetworkFailure();
    const probesAt = async (ms: number) => {
      await vi.advanceTimersByTimeAsync(ms);
      return fetchMock.mock.calls.length;
    };
    expect(await probesAt(2000)).toBe(1);
    expect(await probesAt(4999)).toBe(1);
    expect(await probesAt(1)).toBe(2);
    expect(await probesAt(10_000)).toBe(3);
    expect(await probesAt(30_000)).toBe(4);
    expect(await probesAt(30_000)).toBe(5);
    expect(store.getStatus()).toBe('offline');
  });

  it("follows the browser's offline event, and probes at once on its online event", async () => {
    const fetchMock = stubFetch([200]);
    setBrowserOnline(false);
    expect(store.getStatus()).toBe('offline');

    setBrowserOnline(true);
    await settle();
    expect(fetchMock).toHaveBeenCalledOnce();
    expect(store.getStatus()).toBe('online');
  });

  it('stays offline when the browser says online but our server does not answer', async () => {
    stubFetch(['offline']);
    setBrowserOnline(false);
    setBrowserOnline(true);
    await settle();
    expect(store.getStatus()).toBe('offline');
  });

  it('is online again as soon as any call is answered', () => {
    store.reportNetworkFailure();
    store.reportReachable();
    expect(store.getStatus()).toBe('online');
  });

  it('does not probe while nobody is listening', async () => {
    const fetchMock = stubFetch([200]);
    stopListening();
    store.reportNetworkFailure();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetchMock).not.toHaveBeenCalled();
    // A listener arriving while offline starts the probes.
    stopListening = store.subscribe(changes);
    await vi.advanceTimersByTimeAsync(2000);
    expect(store.getStatus()).toBe('online');
  });
});

describe('the API client reports what it sees', () => {
  afterEach(() => onlineStatus.reportReachable());

  it('a network failure makes the app offline; any answer makes it online', async () => {
    stubFetch(['offline', 500]);
    await expect(apiRequest('/api/loads/user')).rejects.toMatchObject({ status: 0 });
    expect(onlineStatus.getStatus()).toBe('offline');
    await expect(apiRequest('/api/loads/user')).rejects.toMatchObject({ status: 500 });
    expect(onlineStatus.getStatus()).toBe('online');
  });

  it('an aborted call says nothing about the network', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new DOMException('Aborted', 'AbortError');
      }),
    );
    await expect(apiRequest('/api/loads/user')).rejects.toThrow('Aborted');
    expect(onlineStatus.getStatus()).toBe('online');
  });
});

describe('TanStack Query follows it', () => {
  afterEach(() => {
    // Back to TanStack's own listener for whatever runs next in this file.
    onlineManager.setEventListener(() => undefined);
    onlineManager.setOnline(true);
  });

  it('pauses queries while offline and fetches again once back online', async () => {
    followOnlineStatus(store);
    expect(onlineManager.isOnline()).toBe(true);
    store.reportNetworkFailure();
    expect(onlineManager.isOnline()).toBe(false);

    const queryClient = new QueryClient();
    // As QueryClientProvider does: the client listens to the onlineManager.
    queryClient.mount();
    const queryFn = vi.fn(async () => ['load']);
    const observer = new QueryObserver(queryClient, { queryKey: ['loads'], queryFn });
    const unsubscribe = observer.subscribe(() => {});
    await settle();
    expect(queryFn).not.toHaveBeenCalled();
    expect(observer.getCurrentResult().fetchStatus).toBe('paused');

    store.reportReachable();
    expect(onlineManager.isOnline()).toBe(true);
    await settle();
    expect(queryFn).toHaveBeenCalledOnce();
    expect(observer.getCurrentResult().data).toEqual(['load']);
    unsubscribe();
    queryClient.unmount();
  });
});
