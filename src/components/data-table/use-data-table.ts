import {
  getCoreRowModel,
  getFilteredRowModel,
  getSortedRowModel,
  useReactTable,
  type ColumnDef,
  type ColumnFiltersState,
  type Row as TableRow,
} from '@tanstack/react-table';
import { useCallback, useMemo, useState } from 'react';
import { normalizeCellValue } from './cell-value';
import { getFilterKind } from './column-filter-kind';
import { compareCellValues } from './compare-cell-values';
import type { CellValue, DataTableColumn } from './data-table-column';
import { matchesDateFilter, matchesTextFilter } from './filter-predicates';
import { getColumnType } from './is-date-column';
import { nextSortState, type SortState } from './sort-state';

/** Filter text per column id; a date filter holds a yyyy-MM-dd day. */
export type FilterValues = Record<string, string>;

function toColumnDef<Row>(column: DataTableColumn<Row>): ColumnDef<Row, CellValue> {
  const type = getColumnType(column);
  const filterKind = getFilterKind(column);
  return {
    id: column.id,
    accessorFn: (row) => normalizeCellValue(column.accessor(row)),
    sortingFn: (a, b, id) =>
      compareCellValues(a.getValue<CellValue>(id), b.getValue<CellValue>(id), type),
    sortUndefined: 'last',
    enableColumnFilter: filterKind !== 'none',
    filterFn: (row, id, value: string) =>
      filterKind === 'date'
        ? matchesDateFilter(row.getValue<CellValue>(id), value)
        : matchesTextFilter(row.getValue<CellValue>(id), value),
  };
}

type Options<Row> = {
  columns: DataTableColumn<Row>[];
  rows: Row[];
  getRowId: (row: Row) => string;
  /** Off when the caller hides the filters panel, so no unseen filter hides rows. */
  filtersEnabled: boolean;
  /** Given with `onFiltersChange` when the caller needs the filters too (e.g. to export rows). */
  filters?: FilterValues;
  onFiltersChange?: (filters: FilterValues) => void;
  /** Given with `onSortChange` when the server orders the rows (a paged list). */
  sort?: SortState;
  onSortChange?: (sort: SortState) => void;
  /** The rows come filtered and ordered by the server: shown as they are. */
  manual?: boolean;
};

/**
 * Sort and filter state live here, not in TanStack: its own header toggling (desc-first for
 * numbers, unsorted on a third click) breaks docs/product.md §4, so TanStack only computes the row models.
 */
export function useDataTable<Row>({
  columns,
  rows,
  getRowId,
  filtersEnabled,
  filters: controlledFilters,
  onFiltersChange,
  sort: controlledSort,
  onSortChange,
  manual = false,
}: Options<Row>) {
  const [ownSort, setOwnSort] = useState<SortState>(null);
  const sort = controlledSort === undefined ? ownSort : controlledSort;
  const setSort = onSortChange ?? setOwnSort;
  const [ownFilters, setOwnFilters] = useState<FilterValues>({});
  const filters = controlledFilters ?? ownFilters;

  const columnDefs = useMemo(() => columns.map(toColumnDef), [columns]);
  const sorting = useMemo(
    () => (sort ? [{ id: sort.columnId, desc: sort.direction === 'desc' }] : []),
    [sort],
  );
  const columnFilters = useMemo<ColumnFiltersState>(
    () =>
      filtersEnabled
        ? Object.entries(filters)
            .filter(([, value]) => value.trim() !== '')
            .map(([id, value]) => ({ id, value }))
        : [],
    [filters, filtersEnabled],
  );

  const table = useReactTable<Row>({
    data: rows,
    columns: columnDefs,
    getRowId: (row) => getRowId(row),
    state: { sorting, columnFilters },
    getCoreRowModel: getCoreRowModel(),
    getFilteredRowModel: getFilteredRowModel(),
    getSortedRowModel: getSortedRowModel(),
    manualFiltering: manual,
    manualSorting: manual,
  });

  const sortBy = useCallback(
    (columnId: string) => setSort(nextSortState(sort, columnId)),
    [sort, setSort],
  );
  const setFilter = useCallback(
    (columnId: string, value: string) => {
      if (onFiltersChange) onFiltersChange({ ...filters, [columnId]: value });
      else setOwnFilters((current) => ({ ...current, [columnId]: value }));
    },
    [filters, onFiltersChange],
  );
  const clearFilters = useCallback(() => (onFiltersChange ?? setOwnFilters)({}), [onFiltersChange]);

  const visibleRows: TableRow<Row>[] = table.getRowModel().rows;
  return {
    visibleRows,
    /** Whether a filter narrows the rows now (a hidden panel's filters do not). */
    filtering: columnFilters.length > 0,
    sort,
    sortBy,
    /** Sets the order outright, for the cards' sort select (the headers toggle with `sortBy`). */
    setSort,
    filters,
    setFilter,
    clearFilters,
  };
}
