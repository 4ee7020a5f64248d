import type { ReactNode } from 'react';
import type { CardLayout } from '../../data-table/card-layout';
import { DataTable, type DataTableProps } from '../../data-table/data-table';
import type { DataTableColumn } from '../../data-table/data-table-column';
import type { FilterValues } from '../../data-table/use-data-table';
import type { ListLayout } from '../../data-table/use-fits-table';

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
  ...table
}: ResponsiveListProps<Row>) {
  if (!isLoading && rows.length === 0) return emptyState;
  const props: DataTableProps<Row> = {
    ...table,
    rows,
    label,
    isLoading,
    // Not reached while there are no rows; the filters' own 'no matches' state covers the rest.
    emptyMessage: null,
  };
  return <DataTable {...props} />;
}
