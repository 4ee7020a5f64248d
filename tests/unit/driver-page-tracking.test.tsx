import { describe, expect, it } from 'vitest';
import type { Fix } from '../../src/features/driver-page/tracking/fix';
import { judgeFix } from '../../src/features/driver-page/tracking/fix-filter';
import { isDueForReport } from '../../src/features/driver-page/tracking/report-throttle';

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
