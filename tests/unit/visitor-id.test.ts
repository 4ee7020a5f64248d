import { afterEach, describe, expect, it, vi } from 'vitest';
import { VISITOR_DRAFT_KEY_PATTERN, VISITOR_ID_PATTERN } from '../../src/contract/visitor';

const load = vi.fn();
vi.mock('@fingerprintjs/fingerprintjs', () => ({ load }));

const VISITOR_ID = 'f3c1a2b4d5e6f708192a3b4c5d6e7f80';
const agentGiving = (visitorId: string) => ({ get: () => Promise.resolve({ visitorId }) });

async function freshModule() {
  vi.resetModules();
  return import('../../src/lib/visitor-id');
}

afterEach(() => {
  load.mockReset();
  vi.useRealTimers();
});

describe('visitor id (FingerprintJS)', () => {
  it('loads the library once, on first use, with its monitoring call off', async () => {
    load.mockResolvedValue(agentGiving(VISITOR_ID));
    const { visitorId } = await freshModule();
    expect(load).not.toHaveBeenCalled();
    expect(await visitorId()).toBe(VISITOR_ID);
    expect(await visitorId()).toBe(VISITOR_ID);
    expect(load).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledWith({ monitoring: false });
    expect(VISITOR_ID).toMatch(VISITOR_ID_PATTERN);
  });

  it('tries again after a failed load instead of keeping the failure', async () => {
    load.mockRejectedValueOnce(new Error('offline')).mockResolvedValue(agentGiving(VISITOR_ID));
    const { visitorId } = await freshModule();
    await expect(visitorId()).rejects.toThrow('offline');
    expect(await visitorId()).toBe(VISITOR_ID);
  });

  it('remembers the id it worked out, for a later page to send without working it out', async () => {
    localStorage.clear();
    load.mockResolvedValue(agentGiving(VISITOR_ID));
    const { rememberedVisitorId, visitorId } = await freshModule();
    expect(rememberedVisitorId()).toBeUndefined();
    expect(await visitorId()).toBe(VISITOR_ID);
    expect(rememberedVisitorId()).toBe(VISITOR_ID);
    // Only FingerprintJS's form is taken back.
    localStorage.setItem('visitorId', 'not-an-id');
    expect(rememberedVisitorId()).toBeUndefined();
    localStorage.clear();
  });
});

describe('visitor draft key', () => {
  it('is the visitor id, a dot and 128 random bits: the form the server accepts', async () => {
    load.mockResolvedValue(agentGiving(VISITOR_ID));
    const { newVisitorDraftKey } = await freshModule();
    const key = await newVisitorDraftKey();
    expect(key).toMatch(VISITOR_DRAFT_KEY_PATTERN);
    expect(key.startsWith(`${VISITOR_ID}.`)).toBe(true);
  });

  it('differs for two visitors whose phones give the same visitor id', async () => {
    const { newVisitorDraftKey } = await freshModule();
    const keys = new Set(
      await Promise.all(Array.from({ length: 50 }, () => newVisitorDraftKey(VISITOR_ID))),
    );
    expect(keys.size).toBe(50);
  });
});
