import { afterEach, describe, expect, it } from 'vitest';
import i18n from '../../src/app/i18n';
import { formatDistance, formatDuration } from '../../src/lib/format-measures';

afterEach(() => i18n.changeLanguage('en'));

describe('times waited and distances in the language shown', () => {
  it('write English hours and minutes short, leaving out a zero part', () => {
    expect(formatDuration(155)).toBe('2 hr 35 min');
    expect(formatDuration(120)).toBe('2 hr');
    expect(formatDuration(45)).toBe('45 min');
    expect(formatDuration(0)).toBe('0 min');
  });

  it('spell Arabic units out, joined as a sentence joins them, with Western digits', async () => {
    await i18n.changeLanguage('ar');
    expect(formatDuration(155)).toBe('ساعتان و35 دقيقة');
    expect(formatDuration(60)).toBe('ساعة');
    expect(formatDuration(5)).toBe('5 دقائق');
  });

  it('measure under a kilometre in metres, beyond it in kilometres to one decimal', () => {
    expect(formatDistance(120)).toBe('120 m');
    expect(formatDistance(999)).toBe('999 m');
    expect(formatDistance(1150)).toBe('1.2 km');
    expect(formatDistance(24_000)).toBe('24 km');
  });
});
