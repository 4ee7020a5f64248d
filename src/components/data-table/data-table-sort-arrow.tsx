import type { SortDirection } from './sort-state';

/** The arrow of a sorted column: up for ascending, turned for descending. */
export function DataTableSortArrow({ direction }: { direction: SortDirection }) {
  return (
    <svg
      className={`data-table-sort-arrow data-table-sort-arrow-${direction}`}
      viewBox="0 0 16 16"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M8 3v10M4 7l4-4 4 4" fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}
