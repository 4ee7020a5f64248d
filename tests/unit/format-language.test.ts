import { afterEach, describe, expect, it } from 'vitest';
import i18n from '../../src/app/i18n';
import { formatCellValue } from '../../src/components/data-table/format-cell-value';
import { formatFileSize } from '../../src/components/file-upload/format-file-size';
import { savedTime } from '../../src/components/offline-banner/saved-time';
import type { Language } from '../../src/contract/languages';
import { formatBytes } from '../../src/features/driver-page/utils/format-bytes';
import {
  ageText,
  formatDate,
  formatDateTime,
  formatMoney,
  formatWeight,
} from '../../src/lib/format';

/** Arabic-Indic and Eastern Arabic-Indic digits, Devanagari and Bengali digits. */
const NON_LATIN_DIGITS = /[\u0660-\u0669\u06f0-\u06f9\u0966-\u096f\u09e6-\u09ef]/;

// A local time: what the page shows is the phone's own clock.
const JAN_5 = new Date(2025, 0, 5, 14, 30);

/** The formatters read the language shown; its strings do not matter here. */
const show = (language: Language) => i18n.changeLanguage(language);

afterEach(() => show('en'));

describe('dates and numbers in the language shown', () => {
  it('keep docs/product.md §9’s exact English', () => {
    expect(formatDate(JAN_5)).toBe('Jan 05, 2025');
    expect(formatDateTime(JAN_5)).toBe('Jan 05, 2025, 2:30 PM');
    expect(formatMoney(1250.5, 'SAR')).toBe('SAR 1,250.50');
    expect(formatWeight({ value: 7000, unit: 'kg' })).toBe('7,000 kg');
  });

  it('write Arabic dates in Arabic words and order, with Western digits', async () => {
    await show('ar');
    expect(formatDate(JAN_5)).toBe('05 يناير 2025');
    expect(formatDateTime(JAN_5)).toMatch(/^05 يناير 2025، 2:30 م$/);
    expect(formatCellValue(JAN_5, 'date')).toBe('05 يناير 2025');
    expect(formatDate(null)).toBe('—');
  });

  it('write the Gregorian calendar, not the Hijri one some Arabic locales default to', async () => {
    await show('ar');
    expect(formatDate(JAN_5)).toContain('2025');
  });

  it('keep every currency’s decimals, Western digits in every language', async () => {
    for (const language of ['ar', 'ur', 'hi', 'bn'] as const) {
      await show(language);
      const kwd = formatMoney(1250.5, 'KWD');
      expect(kwd).toMatch(/^KWD 1.?250.500$/);
      expect(kwd).not.toMatch(NON_LATIN_DIGITS);
      expect(formatMoney(3800, 'SAR')).toMatch(/^SAR 3.?800.00$/);
      expect(formatDateTime(JAN_5)).not.toMatch(NON_LATIN_DIGITS);
      expect(formatFileSize(1536)).not.toMatch(NON_LATIN_DIGITS);
      expect(formatBytes(2_100_000)).not.toMatch(NON_LATIN_DIGITS);
    }
  });

  it('write Urdu, Hindi and Bengali months in their own words', async () => {
    await show('ur');
    expect(formatDate(JAN_5)).toContain('جنوری');
    await show('hi');
    expect(formatDate(JAN_5)).toContain('2025');
    expect(formatDate(JAN_5)).not.toContain('Jan');
    await show('bn');
    expect(formatDate(JAN_5)).toContain('জানু');
  });

  it('write Urdu, Hindi and Bengali times and sizes in their own script, not a Latin AM/PM or MB', async () => {
    for (const language of ['ur', 'hi', 'bn'] as const) {
      await show(language);
      expect(formatDateTime(JAN_5)).not.toMatch(/[A-Za-z]/);
      expect(savedTime(JAN_5.getTime(), new Date(2025, 0, 5, 18, 0))).toEqual({
        key: 'today',
        time: expect.not.stringMatching(/[A-Za-z]/),
      });
    }
    await show('hi');
    expect(formatDateTime(JAN_5)).toContain('दोपहर 2:30');
  });

  it('say a position’s age and the offline banner’s saved time in the language shown', async () => {
    await show('ar');
    const now = new Date(2025, 0, 8, 9, 0);
    expect(ageText(JAN_5, now)).toEqual({ key: 'weekday', day: 'الأحد', time: '2:30 م' });
    expect(ageText(JAN_5, new Date(2025, 0, 6, 16, 0))).toEqual({
      key: 'yesterday',
      time: '2:30 م',
    });
    expect(savedTime(JAN_5.getTime(), new Date(2025, 0, 5, 18, 0))).toEqual({
      key: 'today',
      time: '2:30 م',
    });
    expect(savedTime(JAN_5.getTime(), new Date(2025, 1, 5))).toEqual({
      key: 'date',
      value: formatDateTime(JAN_5),
    });
  });
});
