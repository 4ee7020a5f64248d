export type SortDirection = 'asc' | 'desc';

export type SortState = { columnId: string; direction: SortDirection } | null;

/** docs/product.md §4: a new header sorts ascending; the same header flips direction, never back to unsorted. */
export function nextSortState(current: SortState, columnId: string): NonNullable<SortState> {
  if (current && current.columnId === columnId) {
    return { columnId, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  }
  return { columnId, direction: 'asc' };
}
