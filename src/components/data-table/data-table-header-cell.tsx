import { DataTableSortArrow } from './data-table-sort-arrow';
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
        {direction && <DataTableSortArrow direction={direction} />}
      </button>
    </th>
  );
}
