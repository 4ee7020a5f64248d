import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest, retryWhileStillProcessing } from '../../src/lib/api-client';

afterEach(() => vi.unstubAllGlobals());

const STILL_PROCESSING =
  'A request with this Idempotency-Key is still being processed. Retry shortly.';

function answers(...replies: { status: number; body: unknown; retryAfter?: string }[]) {
  const fetch = vi.fn(async () => {
    const reply = replies.shift();
    if (!reply) throw new Error('no more answers');
    return new Response(JSON.stringify(reply.body), {
      status: reply.status,
      headers: {
        'Content-Type': 'application/json',
        ...(reply.retryAfter ? { 'Retry-After': reply.retryAfter } : {}),
      },
    });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const stillProcessing = {
  status: 409,
  body: { success: false, msg: STILL_PROCESSING },
  retryAfter: '1',
};
const firstAnswer = { status: 200, body: { success: true, msg: 'Charge approved', data: {} } };

describe('a keyed mutation repeated while its first attempt is answered', () => {
  it('waits and gets the first answer instead of a false error', async () => {
    const fetch = answers(stillProcessing, firstAnswer);
    const payload = await apiRequest('/api/trip-charges/c1/decision', {
      method: 'PUT',
      body: { decision: 'approve' },
      headers: { 'Idempotency-Key': 'decide-1' },
    });
    expect(payload.msg).toBe('Charge approved');
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('does not retry a call without a key, nor a 409 that is a real refusal', async () => {
    answers(stillProcessing);
    await expect(apiRequest('/api/x', { method: 'PUT' })).rejects.toMatchObject({ status: 409 });
    const fetch = answers({ status: 409, body: { success: false, msg: 'Charge already decided' } });
    await expect(
      apiRequest('/api/x', { method: 'PUT', headers: { 'Idempotency-Key': 'k' } }),
    ).rejects.toMatchObject({ serverMessage: 'Charge already decided' });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('gives up after about 30 seconds of waiting', async () => {
    const sleep = vi.fn(async () => {});
    const send = vi.fn(async () => {
      throw new ApiError(409, STILL_PROCESSING, 1);
    });
    await expect(retryWhileStillProcessing(send, sleep)).rejects.toBeInstanceOf(ApiError);
    expect(send).toHaveBeenCalledTimes(31);
    expect(sleep).toHaveBeenCalledWith(1000);
  });
});
