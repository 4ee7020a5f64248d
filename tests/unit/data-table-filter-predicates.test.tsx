import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  matchesDateFilter,
  matchesTextFilter,
} from '../../src/components/data-table/filter-predicates';

describe('matchesTextFilter', () => {
  it('matches when the value contains the text, ignoring case', () => {
    expect(matchesTextFilter('Riyadh, Saudi Arabia', 'saudi')).toBe(true);
    expect(matchesTextFilter('Riyadh, Saudi Arabia', 'RIYADH')).toBe(true);
    expect(matchesTextFilter('Riyadh, Saudi Arabia', 'Dubai')).toBe(false);
  });

  it('matches numbers by their digits', () => {
    expect(matchesTextFilter(12500, '25')).toBe(true);
    expect(matchesTextFilter(12500, '9')).toBe(false);
  });

  it('matches every value, even an empty one, when the filter is empty', () => {
    expect(matchesTextFilter('Dubai', '')).toBe(true);
    expect(matchesTextFilter(null, '')).toBe(true);
    expect(matchesTextFilter(undefined, '   ')).toBe(true);
  });

  it('never matches an empty value against a non-empty filter', () => {
    expect(matchesTextFilter(null, 'a')).toBe(false);
  });
});

describe('matchesDateFilter', () => {
  it('matches a Date on the chosen day as yyyy-MM-dd', () => {
    expect(matchesDateFilter(new Date(2024, 2, 10, 23, 59), '2024-03-10')).toBe(true);
    expect(matchesDateFilter(new Date(2024, 2, 11, 0, 0), '2024-03-10')).toBe(false);
  });

  it('matches ISO strings, date-only and local date-times', () => {
    expect(matchesDateFilter('2024-03-10', '2024-03-10')).toBe(true);
    expect(matchesDateFilter('2024-03-10T18:30:00', '2024-03-10')).toBe(true);
    expect(matchesDateFilter('2024-03-09T18:30:00', '2024-03-10')).toBe(false);
  });

  it('matches every value when the filter is empty', () => {
    expect(matchesDateFilter('2024-03-10', '')).toBe(true);
    expect(matchesDateFilter(null, '')).toBe(true);
  });

  it('never matches a missing or unparseable value', () => {
    expect(matchesDateFilter(null, '2024-03-10')).toBe(false);
    expect(matchesDateFilter('not a date', '2024-03-10')).toBe(false);
  });

  describe("in the user's time zone", () => {
    const originalZone = process.env.TZ;
    beforeEach(() => {
      process.env.TZ = 'Asia/Dubai';
    });
    afterEach(() => {
      process.env.TZ = originalZone;
    });

    it('compares a UTC instant on its local (UTC+4) day', () => {
      // 22:30 UTC on the 10th is 02:30 on the 11th in Dubai.
      expect(matchesDateFilter('2024-03-10T22:30:00Z', '2024-03-11')).toBe(true);
      expect(matchesDateFilter('2024-03-10T22:30:00Z', '2024-03-10')).toBe(false);
      expect(matchesDateFilter(new Date('2024-03-10T19:59:00Z'), '2024-03-10')).toBe(true);
    });
  });
});
