import { useMemo, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cardPlacements, cardsBelowRem, type CardLayout } from './card-layout';
import type { DataTableColumn } from './data-table-column';
import { DataTableCardSort } from './data-table-card-sort';
import { DataTableEmptyState } from './data-table-empty-state';
import { DataTableFilters } from './data-table-filters';
import { DataTableHeaderCell } from './data-table-header-cell';
import { DataTableLinkRow, DataTableRow } from './data-table-row';
import { DataTableSkeletonRows } from './data-table-skeleton-rows';
import type { SortState } from './sort-state';
import { useDataTable, type FilterValues } from './use-data-table';
import { useFitsTable, type ListLayout } from './use-fits-table';
import './data-table.css';

export type DataTableProps<Row> = {
  columns: DataTableColumn<Row>[];
  rows: Row[];
  getRowId: (row: Row) => string;
  /** Called on click, Enter or Space; rows are focusable only when this is given. */
  onRowClick?: (row: Row) => void;
  /** Makes each row a link to this route instead (its title cell holds the <Link>). */
  getRowHref?: (row: Row) => string;
  /** Hides the filters panel (and ignores any filter typed before). Defaults to true. */
  showFilters?: boolean;
  /** Shown when there are no rows at all, e.g. 'No Active Loads'. */
  emptyMessage: ReactNode;
  /** Shows skeleton rows instead of the rows. */
  isLoading?: boolean;
  /** The table's accessible name, e.g. the list's title. */
  label?: string;
  loadingRowCount?: number;
  /** Given, the caller's own Filter button opens the panel, on cards too (no toggle of ours). */
  filtersOpen?: boolean;
  /** Controlled filters, for a caller that acts on the filtered rows (e.g. an export). */
  filters?: FilterValues;
  onFiltersChange?: (filters: FilterValues) => void;
  /** Given, the rows show as cards while the table is narrower than it needs (ResponsiveList). */
  card?: CardLayout;
  /** 'auto' follows the width; 'table' or 'cards' forces one (tests, a print view). */
  layout?: ListLayout | 'auto';
  /** The width (rem) below which cards show; by default it grows with the column count. */
  cardsBelow?: number;
  /** Controlled order, for rows the server orders (a paged list). */
  sort?: SortState;
  onSortChange?: (sort: SortState) => void;
  /** The rows come filtered and ordered by the server: shown as they are. */
  manual?: boolean;
};

/** The generic data table of docs/product.md §2/§4/§5: sortable headers, per-column filters, row activation. */
export function DataTable<Row>({
  columns,
  rows,
  getRowId,
  onRowClick,
  getRowHref,
  showFilters = true,
  emptyMessage,
  isLoading = false,
  label,
  loadingRowCount = 5,
  filters: controlledFilters,
  onFiltersChange,
  filtersOpen,
  card,
  layout: layoutChoice = 'auto',
  cardsBelow,
  sort: controlledSort,
  onSortChange,
  manual = false,
}: DataTableProps<Row>) {
  const { t } = useTranslation('data-table');
  const rootRef = useRef<HTMLDivElement>(null);
  const { visibleRows, filtering, sort, sortBy, setSort, filters, setFilter, clearFilters } =
    useDataTable({
      columns,
      rows,
      getRowId,
      filtersEnabled: showFilters,
      filters: controlledFilters,
      onFiltersChange,
      sort: controlledSort,
      onSortChange,
      manual,
    });
  const measured = useFitsTable(
    rootRef,
    cardsBelow ?? cardsBelowRem(columns.length),
    card !== undefined && layoutChoice === 'auto',
  );
  const layout = card === undefined ? 'table' : layoutChoice === 'auto' ? measured : layoutChoice;
  const placements = useMemo(
    () => (card && layout === 'cards' ? cardPlacements(columns, card) : undefined),
    [card, columns, layout],
  );
  const isEmpty = !isLoading && visibleRows.length === 0;
  const cardSort =
    layout === 'cards' ? (
      <DataTableCardSort columns={columns} sort={sort} onChange={setSort} />
    ) : null;

  return (
    <div
      ref={rootRef}
      className={card ? 'data-table data-table--responsive' : 'data-table'}
      data-layout={layout}
    >
      {showFilters ? (
        <DataTableFilters
          columns={columns}
          values={filters}
          onChange={setFilter}
          toolbar={cardSort}
          open={filtersOpen}
        />
      ) : (
        cardSort && <div className="data-table-toolbar">{cardSort}</div>
      )}
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
                visibleRows.map((row) =>
                  getRowHref ? (
                    <DataTableLinkRow
                      key={row.id}
                      row={row.original}
                      columns={columns}
                      placements={placements}
                      href={getRowHref(row.original)}
                    />
                  ) : (
                    <DataTableRow
                      key={row.id}
                      row={row.original}
                      columns={columns}
                      onRowClick={onRowClick}
                      placements={placements}
                    />
                  ),
                )
              )}
            </tbody>
          </table>
        </div>
        {isEmpty &&
          (rows.length === 0 && !(manual && filtering) ? (
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
