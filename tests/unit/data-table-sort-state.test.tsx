import { describe, expect, it } from 'vitest';
import { compareCellValues } from '../../src/components/data-table/compare-cell-values';
import { nextSortState } from '../../src/components/data-table/sort-state';

describe('nextSortState', () => {
  it('sorts ascending on the first click of a header', () => {
    expect(nextSortState(null, 'weight')).toEqual({ columnId: 'weight', direction: 'asc' });
  });

  it('toggles the same header asc to desc and back to asc, never unsorted', () => {
    const desc = nextSortState({ columnId: 'weight', direction: 'asc' }, 'weight');
    expect(desc).toEqual({ columnId: 'weight', direction: 'desc' });
    expect(nextSortState(desc, 'weight')).toEqual({ columnId: 'weight', direction: 'asc' });
  });

  it('resets to ascending when a different header is clicked', () => {
    expect(nextSortState({ columnId: 'weight', direction: 'desc' }, 'origin')).toEqual({
      columnId: 'origin',
      direction: 'asc',
    });
  });
});

describe('compareCellValues', () => {
  const sortAsc = (values: Parameters<typeof compareCellValues>[0][], type: 'text' | 'date') =>
    [...values].sort((a, b) => compareCellValues(a, b, type));

  it('sorts numbers numerically, not as text', () => {
    expect(sortAsc([10, 9, 100, 2.5], 'text')).toEqual([2.5, 9, 10, 100]);
  });

  it('sorts ISO strings in a date column chronologically', () => {
    expect(
      sortAsc(
        ['2024-03-10T08:00:00Z', '2023-12-31T23:00:00Z', '2024-01-05T00:00:00+04:00'],
        'date',
      ),
    ).toEqual(['2023-12-31T23:00:00Z', '2024-01-05T00:00:00+04:00', '2024-03-10T08:00:00Z']);
  });

  it('sorts Date objects chronologically whatever the column type', () => {
    const march = new Date(2024, 2, 1);
    const january = new Date(2024, 0, 1);
    const december = new Date(2023, 11, 1);
    expect(sortAsc([march, january, december], 'text')).toEqual([december, january, march]);
  });

  it('sorts text ignoring case and with numbers inside ids in numeric order', () => {
    expect(sortAsc(['dubai', 'Abu Dhabi', 'L-10', 'L-2'], 'text')).toEqual([
      'Abu Dhabi',
      'dubai',
      'L-2',
      'L-10',
    ]);
  });

  it('returns 0 for equal values', () => {
    expect(compareCellValues(5, 5, 'text')).toBe(0);
    expect(compareCellValues('2024-01-01', new Date(2024, 0, 1), 'date')).toBe(0);
  });
});
