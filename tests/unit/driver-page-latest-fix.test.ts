import { describe, expect, it } from 'vitest';
import { recentFix, rememberFix } from '../../src/features/driver-page/tracking/latest-fix';

describe('the tracking’s last good reading, for the delivery step', () => {
  it('is offered while recent and not once it is older than asked', () => {
    const fix = { lng: 39.1728, lat: 21.4722, accuracy: 8, timestamp: 1_000_000 };
    rememberFix(fix);
    expect(recentFix(120_000, 1_000_000 + 120_000)).toEqual(fix);
    expect(recentFix(120_000, 1_000_000 + 120_001)).toBeNull();
    const newer = { ...fix, lat: 21.48, timestamp: 1_100_000 };
    rememberFix(newer);
    expect(recentFix(120_000, 1_100_000)).toEqual(newer);
  });
});
