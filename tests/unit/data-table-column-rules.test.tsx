import { describe, expect, it } from 'vitest';
import { getFilterKind } from '../../src/components/data-table/column-filter-kind';
import { getColumnType, isDateColumn } from '../../src/components/data-table/is-date-column';

describe('isDateColumn', () => {
  it.each(['Scheduled Date', 'Posted Date', 'DATE', 'Update date', 'Dates'])(
    "treats '%s' as a date column",
    (title) => expect(isDateColumn(title)).toBe(true),
  );

  it.each(['ID', 'Origin', 'Weight', 'Status', 'Created'])(
    "treats '%s' as not a date column",
    (title) => expect(isDateColumn(title)).toBe(false),
  );
});

describe('getColumnType', () => {
  it('derives the type from the title unless the caller sets it', () => {
    expect(getColumnType({ title: 'Scheduled Date' })).toBe('date');
    expect(getColumnType({ title: 'Origin' })).toBe('text');
    expect(getColumnType({ title: 'Created', type: 'date' })).toBe('date');
    expect(getColumnType({ title: 'Update Date', type: 'text' })).toBe('text');
  });
});

describe('getFilterKind', () => {
  it('gives text columns a text filter and date columns a date filter', () => {
    expect(getFilterKind({ title: 'Origin' })).toBe('text');
    expect(getFilterKind({ title: 'Scheduled Date' })).toBe('date');
  });

  it.each(['Status', 'status', 'Added Date', ' added date '])("gives '%s' no filter box", (title) =>
    expect(getFilterKind({ title })).toBe('none'),
  );

  it('gives no filter box to a column the caller marks not filterable', () => {
    expect(getFilterKind({ title: 'Origin', filterable: false })).toBe('none');
  });
});
