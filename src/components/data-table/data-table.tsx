import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataTableColumn } from './data-table-column';
import { DataTableEmptyState } from './data-table-empty-state';
import { DataTableFilters } from './data-table-filters';
import { DataTableHeaderCell } from './data-table-header-cell';
import { DataTableRow } from './data-table-row';
import { DataTableSkeletonRows } from './data-table-skeleton-rows';
import { useDataTable, type FilterValues } from './use-data-table';
import './data-table.css';

export type DataTableProps<Row> = {
  columns: DataTableColumn<Row>[];
  rows: Row[];
  getRowId: (row: Row) => string;
  /** Called on click, Enter or Space; rows are focusable only when this is given. */
  onRowClick?: (row: Row) => void;
  /** Hides the filters panel (and ignores any filter typed before). Defaults to true. */
  showFilters?: boolean;
  /** Shown when there are no rows at all, e.g. 'No Active Loads'. */
  emptyMessage: ReactNode;
  /** Shows skeleton rows instead of the rows. */
  isLoading?: boolean;
  /** The table's accessible name, e.g. the list's title. */
  label?: string;
  loadingRowCount?: number;
  /** Controlled filters, for a caller that acts on the filtered rows (e.g. an export). */
  filters?: FilterValues;
  onFiltersChange?: (filters: FilterValues) => void;
};

/** The generic data table of SPEC §2/§4/§5: sortable headers, per-column filters, row activation. */
export function DataTable<Row>({
  columns,
  rows,
  getRowId,
  onRowClick,
  showFilters = true,
  emptyMessage,
  isLoading = false,
  label,
  loadingRowCount = 5,
  filters: controlledFilters,
  onFiltersChange,
}: DataTableProps<Row>) {
  const { t } = useTranslation('data-table');
  const { visibleRows, sort, sortBy, filters, setFilter, clearFilters } = useDataTable({
    columns,
    rows,
    getRowId,
    filtersEnabled: showFilters,
    filters: controlledFilters,
    onFiltersChange,
  });
  const isEmpty = !isLoading && visibleRows.length === 0;

  return (
    <div className="data-table">
      {showFilters && <DataTableFilters columns={columns} values={filters} onChange={setFilter} />}
      <div className="data-table-frame">
        <div className="data-table-scroll">
          <table className="data-table-table" aria-label={label} aria-busy={isLoading || undefined}>
            <thead>
              <tr>
                {columns.map((column) => (
                  <DataTableHeaderCell
                    key={column.id}
                    title={column.title}
                    direction={sort?.columnId === column.id ? sort.direction : null}
                    align={column.align ?? 'start'}
                    onSort={() => sortBy(column.id)}
                  />
                ))}
              </tr>
            </thead>
            <tbody>
              {isLoading ? (
                <DataTableSkeletonRows columnCount={columns.length} rowCount={loadingRowCount} />
              ) : (
                visibleRows.map((row) => (
                  <DataTableRow
                    key={row.id}
                    row={row.original}
                    columns={columns}
                    onRowClick={onRowClick}
                  />
                ))
              )}
            </tbody>
          </table>
        </div>
        {isEmpty &&
          (rows.length === 0 ? (
            <DataTableEmptyState message={emptyMessage} />
          ) : (
            <DataTableEmptyState message={t('noMatches')} onClearFilters={clearFilters} />
          ))}
      </div>
      {isLoading && (
        <span className="data-table-visually-hidden" role="status">
          {t('loading')}
        </span>
      )}
    </div>
  );
}
