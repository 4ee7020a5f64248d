import type { DataTableColumn } from './data-table-column';
import { getColumnType } from './is-date-column';

export type FilterKind = 'text' | 'date' | 'none';

/** docs/product.md §5: these columns never get a filter box (English titles; a column says it too, for other languages). */
const TITLES_WITHOUT_FILTER = ['status', 'added date'];

export function getFilterKind(
  column: Pick<DataTableColumn<never>, 'title' | 'type' | 'filterable'>,
): FilterKind {
  if (column.filterable === false) return 'none';
  if (TITLES_WITHOUT_FILTER.includes(column.title.trim().toLowerCase())) return 'none';
  return getColumnType(column);
}
