import { useEffect, type ReactNode } from 'react';
import type { CardLayout } from '../../data-table/card-layout';
import { DataTable, type DataTableProps } from '../../data-table/data-table';
import type { DataTableColumn } from '../../data-table/data-table-column';
import type { FilterValues } from '../../data-table/use-data-table';
import type { ListLayout } from '../../data-table/use-fits-table';
import type { PagedListControls } from '../../data-table/use-paged-list';
import type { Pagination } from '../../../contract/list-page';
import { Pager } from '../pager/pager';

/** A list the server pages, orders and filters: its controls and the page it answered. */
export type PagedList = PagedListControls & {
  /** The answer's pagination; undefined until the first page arrives. */
  pagination?: Pagination;
  /** True while another page, order or filter loads: the rows shown are the last ones. */
  busy: boolean;
  /** 'Pages of trucks': the pager's accessible name. */
  pagerLabel: string;
};

type ResponsiveListProps<Row> = {
  /** The list's accessible name, e.g. its section title 'All Trucks'. */
  label: string;
  rows: Row[];
  getRowId: (row: Row) => string;
  /** The SPEC's columns, in the SPEC's order: the table's headers and the cards' labels. */
  columns: DataTableColumn<Row>[];
  /** Which columns make a card's title, status, facts (in the order this role needs) and meta. */
  card: CardLayout;
  /** Opens a row (click, Enter or Space on a row or card). */
  onRowClick?: (row: Row) => void;
  /** Or makes each row a link to its own route. */
  getRowHref?: (row: Row) => string;
  /** Shown instead of the list when there are no rows at all: an <EmptyState> with its action. */
  emptyState: ReactNode;
  /** Skeleton rows while the first answer is on its way. */
  isLoading?: boolean;
  /** False hides the filters panel (and ignores what was typed in it). */
  showFilters?: boolean;
  filters?: FilterValues;
  onFiltersChange?: (filters: FilterValues) => void;
  /** Given, the screen's own Filter button shows the filters panel (no toggle in the list). */
  filtersOpen?: boolean;
  /** Forces one layout; by default the list's own width decides. */
  layout?: ListLayout | 'auto';
  /** The width (rem) below which rows show as cards; by default 7rem per column. */
  cardsBelow?: number;
  /**
   * Given, the server pages, orders and filters the rows (usePagedList): a header or a filter
   * asks it again, and the pager below turns the pages.
   */
  paged?: PagedList;
};

/**
 * One list for every list screen (issue 18): where there is room, the sortable, filterable
 * DataTable; where there is not (a phone, a tablet beside the sidebar), the same rows as cards:
 * title and status first, then every other column as a labelled fact, so no column is ever off
 * screen and nothing scrolls sideways. Sorting stays reachable on cards through a select, filters
 * behind a Filters button. Long texts end in an ellipsis in the table (the whole text in the
 * cell's title) and show whole on the card.
 *
 * ```tsx
 * <ResponsiveList
 *   label={t('list.title')}
 *   rows={trucks}
 *   getRowId={(truck) => truck._id}
 *   columns={truckColumns(t)}
 *   card={{ title: 'model', status: 'status', facts: ['licensePlate', 'id'], meta: ['added'] }}
 *   onRowClick={(truck) => open(truck._id)}
 *   emptyState={<EmptyState title={t('list.empty')} action={{ label, onClick: startAdding }} />}
 *   isLoading={query.isPending}
 * />
 * ```
 *
 * Column ids are the card's keys; a column with a `cell` renderer (e.g. a StatusPill) keeps it on
 * the card. Give `getRowHref` rather than `onRowClick` when a row has a route of its own.
 */
export function ResponsiveList<Row>({
  label,
  rows,
  emptyState,
  isLoading = false,
  paged,
  ...table
}: ResponsiveListProps<Row>) {
  const pagination = paged?.pagination;
  const pastTheEnd = pagination !== undefined && pagination.page > pagination.totalPages;
  // A page emptied under the reader (rows retired, a filter narrowed): show the last one.
  useEffect(() => {
    if (pastTheEnd) paged?.onPageChange(pagination.totalPages);
  }, [pastTheEnd, paged, pagination]);

  const filtering =
    paged !== undefined &&
    table.showFilters !== false &&
    Object.values(paged.filters).some((value) => value.trim() !== '');
  if (!isLoading && rows.length === 0 && !filtering && !pastTheEnd) return emptyState;
  const props: DataTableProps<Row> = {
    ...table,
    rows,
    label,
    isLoading,
    // Not reached while there are no rows; the filters' own 'no matches' state covers the rest.
    emptyMessage: null,
    ...(paged && {
      manual: true,
      sort: paged.sort,
      onSortChange: paged.onSortChange,
      filters: paged.filters,
      onFiltersChange: paged.onFiltersChange,
    }),
  };
  return (
    <>
      <DataTable {...props} />
      {paged && pagination && (
        <Pager
          pagination={pagination}
          busy={paged.busy}
          onPageChange={paged.onPageChange}
          label={paged.pagerLabel}
        />
      )}
    </>
  );
}
