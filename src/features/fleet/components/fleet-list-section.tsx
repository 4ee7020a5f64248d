import type { UseQueryResult } from '@tanstack/react-query';
import { DataTable } from '../../../components/data-table/data-table';
import type { DataTableColumn } from '../../../components/data-table/data-table-column';
import { FleetEmptyState } from './fleet-empty-state';
import { FleetListError } from './fleet-list-error';

type FleetListSectionProps<Row> = {
  id: string;
  title: string;
  /** e.g. 'Trucks (3)'; the plain title while nothing is loaded. */
  titleWithCount: (count: number) => string;
  columns: DataTableColumn<Row>[];
  query: UseQueryResult<Row[]>;
  getRowId: (row: Row) => string;
  onOpen: (row: Row) => void;
  errorMessage: string;
  empty: { icon: string; title: string; text: string; actionLabel: string; onAction: () => void };
};

/**
 * The Trucks and Drivers lists (shared: both are the provider's fleet, DESIGN §3): skeleton rows
 * while loading, an empty state with its Add button, the error with Try Again, else the table.
 */
export function FleetListSection<Row>({
  id,
  title,
  titleWithCount,
  columns,
  query,
  getRowId,
  onOpen,
  errorMessage,
  empty,
}: FleetListSectionProps<Row>) {
  const rows = query.data;
  const retry = () => void query.refetch();

  let content;
  // A failed background refresh keeps the rows on screen; only a list with none fails.
  if (query.isError && !rows) {
    content = <FleetListError message={errorMessage} retrying={query.isFetching} onRetry={retry} />;
  } else if (rows && rows.length === 0) {
    content = <FleetEmptyState {...empty} />;
  } else {
    content = (
      <DataTable
        columns={columns}
        rows={rows ?? []}
        getRowId={getRowId}
        onRowClick={onOpen}
        emptyMessage={empty.title}
        isLoading={query.isPending}
        label={title}
      />
    );
  }

  return (
    <section className="fleet-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="fleet-section__title">
        {rows ? titleWithCount(rows.length) : title}
      </h2>
      {content}
    </section>
  );
}
