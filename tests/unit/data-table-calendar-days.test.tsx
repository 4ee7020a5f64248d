import { format } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { getCalendarDays } from '../../src/components/data-table/calendar-days';

describe('getCalendarDays', () => {
  const day = (date: Date) => format(date, 'yyyy-MM-dd');

  it('starts on the Sunday on or before the 1st and shows six full weeks', () => {
    // March 2024 begins on a Friday.
    const days = getCalendarDays(new Date(2024, 2, 20));
    expect(days).toHaveLength(42);
    expect(day(days[0]!)).toBe('2024-02-25');
    expect(days[0]!.getDay()).toBe(0);
    expect(day(days[41]!)).toBe('2024-04-06');
  });

  it('starts on the 1st itself when the month begins on a Sunday', () => {
    // September 2024 begins on a Sunday.
    expect(day(getCalendarDays(new Date(2024, 8, 15))[0]!)).toBe('2024-09-01');
  });

  it('lists consecutive days', () => {
    const days = getCalendarDays(new Date(2024, 1, 1)).map(day);
    expect(days.slice(0, 8)).toEqual([
      '2024-01-28',
      '2024-01-29',
      '2024-01-30',
      '2024-01-31',
      '2024-02-01',
      '2024-02-02',
      '2024-02-03',
      '2024-02-04',
    ]);
  });
});
