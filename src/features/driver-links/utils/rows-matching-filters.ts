import { normalizeCellValue } from '../../../components/data-table/cell-value';
import { getFilterKind } from '../../../components/data-table/column-filter-kind';
import type { DataTableColumn } from '../../../components/data-table/data-table-column';
import {
  matchesDateFilter,
  matchesTextFilter,
} from '../../../components/data-table/filter-predicates';
import type { FilterValues } from '../../../components/data-table/use-data-table';

/**
 * The rows the data table shows for these filters (docs/product.md §5: a row must match every filter),
 * with the table's own predicates, so an export holds exactly what is on screen.
 */
export function rowsMatchingFilters<Row>(
  columns: DataTableColumn<Row>[],
  rows: Row[],
  filters: FilterValues,
): Row[] {
  const active = columns
    .map((column) => ({ column, kind: getFilterKind(column), value: filters[column.id] ?? '' }))
    .filter(({ kind, value }) => kind !== 'none' && value.trim() !== '');
  return rows.filter((row) =>
    active.every(({ column, kind, value }) => {
      const cell = normalizeCellValue(column.accessor(row));
      return kind === 'date' ? matchesDateFilter(cell, value) : matchesTextFilter(cell, value);
    }),
  );
}
