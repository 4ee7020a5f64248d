import { format, parseISO } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { calendarDaysBetween, englishDate, isoDay, parseIsoDate } from '../../src/lib/english-date';
import type { DateStyle } from '../../src/lib/intl-date';

/** docs/product.md §9's English patterns, as the app wrote them with date-fns. */
const PATTERNS: Record<DateStyle, string> = {
  date: 'MMM dd, yyyy',
  dateTime: 'MMM dd, yyyy, h:mm a',
  time: 'h:mm a',
  weekday: 'EEEE',
  weekdayShort: 'EEEEEE',
  monthYear: 'MMMM yyyy',
  longDate: 'EEEE, MMMM d, yyyy',
  dayOfMonth: 'd',
};

/** Every month, weekday and hour of the clock, midnight and noon, single and double digits. */
function sampleDates(): Date[] {
  const dates: Date[] = [];
  for (let month = 0; month < 12; month++) {
    for (const day of [1, 9, 10, 28]) {
      for (const [hours, minutes] of [
        [0, 0],
        [0, 5],
        [9, 59],
        [11, 59],
        [12, 0],
        [13, 7],
        [23, 59],
      ] as const) {
        dates.push(new Date(2026 + (month % 3), month, day, hours, minutes));
      }
    }
  }
  return dates;
}

describe('English dates written out', () => {
  it.each(Object.entries(PATTERNS))("writes '%s' as date-fns's '%s' does", (style, pattern) => {
    for (const date of sampleDates()) {
      expect(englishDate(date, style as DateStyle), date.toString()).toBe(format(date, pattern));
    }
  });

  it("writes a day as 'yyyy-MM-dd' in the local time zone", () => {
    for (const date of sampleDates()) expect(isoDay(date)).toBe(format(date, 'yyyy-MM-dd'));
  });

  it('counts calendar days, not 24-hour spans', () => {
    expect(calendarDaysBetween(new Date(2026, 10, 27, 0, 5), new Date(2026, 10, 26, 23, 55))).toBe(
      1,
    );
    expect(calendarDaysBetween(new Date(2026, 10, 27, 23, 0), new Date(2026, 10, 27, 0, 0))).toBe(
      0,
    );
    expect(calendarDaysBetween(new Date(2027, 0, 1), new Date(2026, 11, 25))).toBe(7);
  });

  it("reads the API's ISO dates as parseISO does", () => {
    for (const text of [
      '2026-11-27',
      '2026-11-27T10:00',
      '2026-11-27T10:00:00',
      '2026-11-27T10:00:00.123Z',
      '2026-11-27T10:00:00.123456Z',
      '2026-11-27 10:00:00Z',
      '2026-11-27T10:00:00+03:00',
      '2026-11-27T10:00:00+0300',
      '2026-11-27T10:00:00+03',
      '2026-11-27T10:00:00-05:30',
    ]) {
      expect(parseIsoDate(text).getTime(), text).toBe(parseISO(text).getTime());
    }
  });

  it('refuses what is not an ISO date, as parseISO does', () => {
    for (const text of [
      '',
      'Nov 27, 2026',
      '27/11/2026',
      'tomorrow',
      '2026-13-01',
      '2026-02-30',
      '2026-02-30T10:00:00Z',
      '2026-11-27T25:00:00Z',
    ]) {
      expect(Number.isNaN(parseIsoDate(text).getTime()), text).toBe(true);
      expect(Number.isNaN(parseISO(text).getTime()), text).toBe(true);
    }
  });
});
