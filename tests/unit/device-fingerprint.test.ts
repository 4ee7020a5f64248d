import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  deviceFingerprint,
  readDeviceSignals,
  type DeviceSignals,
} from '../../src/lib/device-fingerprint';

const phone: DeviceSignals = {
  screenWidth: 390,
  screenHeight: 844,
  colorDepth: 24,
  timezoneOffset: -240,
  language: 'en-US',
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe('device fingerprint (docs/product.md §9)', () => {
  it('is the SHA-256 hex of screen size, colour depth, timezone offset and language', async () => {
    // sha256('390x844|24|-240|en-US')
    expect(await deviceFingerprint(phone)).toBe(
      '5e5f0fc6d700f2421d4c636dcc95f3a760a3cdcbdfe4b9eaf736323261c92404',
    );
  });

  it('is the same every time for the same device', async () => {
    const first = await deviceFingerprint();
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(await deviceFingerprint()).toBe(first);
  });

  it.each([
    { screenWidth: 391 },
    { screenHeight: 845 },
    { colorDepth: 30 },
    { timezoneOffset: -180 },
    { language: 'ar-SA' },
  ])('changes when a signal changes (%o)', async (change) => {
    expect(await deviceFingerprint({ ...phone, ...change })).not.toBe(
      await deviceFingerprint(phone),
    );
  });

  it('reads the signals from the browser', () => {
    vi.spyOn(window.screen, 'width', 'get').mockReturnValue(1280);
    vi.spyOn(window.screen, 'height', 'get').mockReturnValue(800);
    vi.spyOn(window.screen, 'colorDepth', 'get').mockReturnValue(24);
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('ar-AE');
    vi.spyOn(Date.prototype, 'getTimezoneOffset').mockReturnValue(-240);
    expect(readDeviceSignals()).toEqual({
      screenWidth: 1280,
      screenHeight: 800,
      colorDepth: 24,
      timezoneOffset: -240,
      language: 'ar-AE',
    });
  });
});
