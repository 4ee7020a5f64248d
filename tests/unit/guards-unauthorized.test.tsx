import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  apiRequest,
  parseRetryAfter,
  setUnauthorizedHandler,
} from '../../src/lib/api-client';

function answer(status: number, body: unknown, headers: Record<string, string> = {}) {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify(body), {
          status,
          headers: { 'Content-Type': 'application/json', ...headers },
        }),
    ),
  );
}

function signIn() {
  for (const [key, value] of Object.entries({
    token: 'tok',
    sessionId: 's',
    userId: 'u',
    userType: 'user',
    userData: '{}',
  })) {
    localStorage.setItem(key, value);
  }
}

const onUnauthorized = vi.fn();

beforeEach(() => {
  localStorage.clear();
  onUnauthorized.mockReset();
  setUnauthorizedHandler(onUnauthorized);
});
afterEach(() => vi.unstubAllGlobals());

describe('any 401 (docs/product.md §4)', () => {
  it('clears the session and hands over to sign-in', async () => {
    signIn();
    answer(401, { success: false, msg: 'Unauthorized' });
    await expect(apiRequest('/api/loads/user')).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledOnce();
    for (const key of ['token', 'sessionId', 'userId', 'userType', 'userData']) {
      expect(localStorage.getItem(key)).toBeNull();
    }
  });

  it('is left to a caller that handles it itself', async () => {
    signIn();
    answer(401, { success: false });
    await expect(
      apiRequest('/api/user/session-verify', { method: 'POST', handleUnauthorized: false }),
    ).rejects.toBeInstanceOf(ApiError);
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(localStorage.getItem('token')).toBe('tok');
  });

  it('means nothing when no one was signed in (a wrong code at sign-in)', async () => {
    answer(401, { success: false });
    await expect(
      apiRequest('/api/user/verify-otp', { method: 'POST', body: {} }),
    ).rejects.toBeInstanceOf(ApiError);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});

describe('errors', () => {
  it('carries the server message and the Retry-After wait', async () => {
    answer(429, { success: false, msg: 'Slow down' }, { 'Retry-After': '30' });
    await expect(apiRequest('/api/user/send-otp')).rejects.toMatchObject({
      status: 429,
      serverMessage: 'Slow down',
      retryAfterSeconds: 30,
    });
  });

  it('reads Retry-After as seconds or as a date', () => {
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(parseRetryAfter('12', now)).toBe(12);
    expect(parseRetryAfter('Thu, 01 Jan 2026 00:01:00 GMT', now)).toBe(60);
    expect(parseRetryAfter(null, now)).toBeUndefined();
    expect(parseRetryAfter('0', now)).toBeUndefined();
  });

  it('a network failure is status 0', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const error = await apiRequest('/api/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).isNetworkError).toBe(true);
  });
});
