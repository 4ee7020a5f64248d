import type { SortDirection } from './sort-state';

type Props = {
  title: string;
  /** The direction when this column is the sorted one, else null. */
  direction: SortDirection | null;
  align: 'start' | 'end';
  onSort: () => void;
};

export function DataTableHeaderCell({ title, direction, align, onSort }: Props) {
  return (
    <th
      scope="col"
      className={`data-table-header-cell data-table-align-${align}`}
      aria-sort={direction === null ? undefined : direction === 'asc' ? 'ascending' : 'descending'}
    >
      <button type="button" className="data-table-sort-button" onClick={onSort}>
        <span>{title}</span>
        {direction && (
          <svg
            className={`data-table-sort-arrow data-table-sort-arrow-${direction}`}
            viewBox="0 0 16 16"
            width="16"
            height="16"
            aria-hidden="true"
            focusable="false"
          >
            <path d="M8 3v10M4 7l4-4 4 4" fill="none" stroke="currentColor" strokeWidth="2" />
          </svg>
        )}
      </button>
    </th>
  );
}
