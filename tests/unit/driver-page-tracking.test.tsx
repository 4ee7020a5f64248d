import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../src/lib/api-client';
import type { PositionReport } from '../../src/features/driver-page/api/post-position';
import type { Fix } from '../../src/features/driver-page/tracking/fix';
import { judgeFix } from '../../src/features/driver-page/tracking/fix-filter';
import { isDueForReport } from '../../src/features/driver-page/tracking/report-throttle';
import { createPositionSender } from '../../src/features/driver-page/tracking/send-position';

const NOW = Date.parse('2030-05-10T10:00:00Z');
const RIYADH: Fix = { lng: 46.6753, lat: 24.7136, accuracy: 10, timestamp: NOW - 60_000 };

/** A fix `metres` north of Riyadh, `seconds` after it. */
function north(metres: number, seconds: number, accuracy = 10): Fix {
  return {
    lng: RIYADH.lng,
    lat: RIYADH.lat + metres / 111_195,
    accuracy,
    timestamp: RIYADH.timestamp + seconds * 1000,
  };
}

describe('fix filter', () => {
  it('takes a good first fix', () => {
    expect(judgeFix(RIYADH, null, NOW)).toBe('ok');
  });

  it('drops a fix without accuracy, or coarser than 1000 m', () => {
    expect(judgeFix({ ...RIYADH, accuracy: null }, null, NOW)).toBe('no-accuracy');
    expect(judgeFix({ ...RIYADH, accuracy: Number.NaN }, null, NOW)).toBe('no-accuracy');
    expect(judgeFix({ ...RIYADH, accuracy: 1001 }, null, NOW)).toBe('inaccurate');
    expect(judgeFix({ ...RIYADH, accuracy: 1000 }, null, NOW)).toBe('ok');
  });

  it('drops a fix from the future', () => {
    expect(judgeFix({ ...RIYADH, timestamp: NOW + 60_000 }, null, NOW)).toBe('future');
    expect(judgeFix({ ...RIYADH, timestamp: NOW + 1000 }, null, NOW)).toBe('ok');
  });

  it('drops a fix no newer than the last good one', () => {
    expect(judgeFix(RIYADH, RIYADH, NOW)).toBe('not-newer');
  });

  it('drops a jump faster than 250 km/h and keeps highway speed', () => {
    // 10 km in 60 s is 600 km/h.
    expect(judgeFix(north(10_000, 60), RIYADH, NOW)).toBe('jump');
    // 2 km in 60 s is 120 km/h.
    expect(judgeFix(north(2_000, 60), RIYADH, NOW)).toBe('ok');
  });

  it('forgives a move within the fixes’ own accuracy', () => {
    // 600 m in 5 s looks like 432 km/h, but both fixes are ±400 m.
    expect(judgeFix(north(600, 5, 400), { ...RIYADH, accuracy: 400 }, NOW)).toBe('ok');
  });
});

describe('report throttle: every 30 s or 200 m', () => {
  it('reports the first fix', () => {
    expect(isDueForReport(RIYADH, null)).toBe(true);
  });

  it('waits while the truck stands still, then reports after 30 s', () => {
    expect(isDueForReport(north(20, 10), RIYADH)).toBe(false);
    expect(isDueForReport(north(20, 29), RIYADH)).toBe(false);
    expect(isDueForReport(north(20, 30), RIYADH)).toBe(true);
  });

  it('reports sooner after a 200 m move', () => {
    expect(isDueForReport(north(199, 5), RIYADH)).toBe(false);
    expect(isDueForReport(north(201, 5), RIYADH)).toBe(true);
  });

  it('does not count jitter within the fix’s accuracy as a move', () => {
    expect(isDueForReport(north(300, 5, 500), RIYADH)).toBe(false);
  });
});

const report = (n: number): PositionReport => ({
  coordinates: [46.6, 24.7],
  recordedAt: new Date(NOW + n * 1000).toISOString(),
  accuracy: 10,
  idempotencyKey: `key-${n}`,
});
const ACCESS = { linkId: 'AbCdEfGhIjKlMnOpQrSt_-', deviceKey: 'k'.repeat(43) };
const offline = () => new ApiError(0, undefined);

describe('position sender', () => {
  it('keeps unsent positions on a network failure and sends them, oldest first, when online', async () => {
    const sent: string[] = [];
    const post = vi.fn(async (_access: unknown, item: PositionReport) => {
      if (!navigator.onLine) throw offline();
      sent.push(item.idempotencyKey);
    });
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const sender = createPositionSender({ access: ACCESS, post });
    try {
      await sender.send(report(1));
      await sender.send(report(2));
      expect(sender.unsentCount()).toBe(2);

      onLine.mockReturnValue(true);
      window.dispatchEvent(new Event('online'));
      await vi.waitFor(() => expect(sent).toEqual(['key-1', 'key-2']));
      expect(sender.unsentCount()).toBe(0);
    } finally {
      sender.dispose();
      onLine.mockRestore();
    }
  });

  it('keeps only the last few unsent positions', async () => {
    const sender = createPositionSender({
      access: ACCESS,
      post: async () => {
        throw offline();
      },
      maxUnsent: 3,
    });
    for (let n = 1; n <= 5; n += 1) await sender.send(report(n));
    expect(sender.unsentCount()).toBe(3);
    sender.dispose();
  });

  it('drops a position the server refuses for good, and says so', async () => {
    const onRefused = vi.fn();
    const refusal = new ApiError(403, 'This link is no longer active.');
    const sender = createPositionSender({
      access: ACCESS,
      post: async () => {
        throw refusal;
      },
      onRefused,
    });
    await sender.send(report(1));
    expect(sender.unsentCount()).toBe(0);
    expect(onRefused).toHaveBeenCalledWith(refusal);
    sender.dispose();
  });

  it('sends with the same Idempotency-Key on every retry', async () => {
    const keys: string[] = [];
    let fail = true;
    const sender = createPositionSender({
      access: ACCESS,
      post: async (_access, item) => {
        keys.push(item.idempotencyKey);
        if (fail) throw offline();
      },
    });
    await sender.send(report(1));
    fail = false;
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(sender.unsentCount()).toBe(0));
    expect(keys).toEqual(['key-1', 'key-1']);
    sender.dispose();
  });

  it('stops listening for `online` once disposed', async () => {
    const post = vi.fn(async () => {
      throw offline();
    });
    const sender = createPositionSender({ access: ACCESS, post });
    await sender.send(report(1));
    sender.dispose();
    window.dispatchEvent(new Event('online'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(post).toHaveBeenCalledTimes(1);
  });
});
