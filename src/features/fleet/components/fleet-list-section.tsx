import type { UseQueryResult } from '@tanstack/react-query';
import { IonIcon } from '@ionic/react';
import { addOutline } from 'ionicons/icons';
import type { CardLayout } from '../../../components/data-table/card-layout';
import type { ListPage } from '../../../components/data-table/list-page-request';
import type { DataTableColumn } from '../../../components/data-table/data-table-column';
import { EmptyState } from '../../../components/ui/empty-state/empty-state';
import {
  ResponsiveList,
  type PagedList,
} from '../../../components/ui/responsive-list/responsive-list';
import { FleetListError } from './fleet-list-error';

type FleetListSectionProps<Row> = {
  id: string;
  title: string;
  /** e.g. 'Trucks (3)', counting every page; the plain title while nothing is loaded. */
  titleWithCount: (count: number) => string;
  columns: DataTableColumn<Row>[];
  /** How a row reads as a card on a phone or beside a tablet's sidebar. */
  card: CardLayout;
  /** The page on screen, as the server paged, ordered and filtered it. */
  query: UseQueryResult<ListPage<Row>>;
  paged: PagedList;
  getRowId: (row: Row) => string;
  onOpen: (row: Row) => void;
  errorMessage: string;
  empty: { icon: string; title: string; text: string; actionLabel: string; onAction: () => void };
};

/**
 * The Trucks and Drivers lists (shared: both are the provider's fleet, docs/architecture.md §3): skeleton rows
 * while loading, an empty state with its Add button, the error with Try Again, else the list.
 */
export function FleetListSection<Row>({
  id,
  title,
  titleWithCount,
  columns,
  card,
  query,
  paged,
  getRowId,
  onOpen,
  errorMessage,
  empty,
}: FleetListSectionProps<Row>) {
  const rows = query.data?.rows;
  const retry = () => void query.refetch();

  return (
    <section className="fleet-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="fleet-section__title">
        {query.data ? titleWithCount(query.data.pagination.total) : title}
      </h2>
      {/* A failed background refresh keeps the rows on screen; only a list with none fails. */}
      {query.isError && !rows ? (
        <FleetListError message={errorMessage} retrying={query.isFetching} onRetry={retry} />
      ) : (
        <ResponsiveList
          label={title}
          rows={rows ?? []}
          getRowId={getRowId}
          columns={columns}
          card={card}
          onRowClick={onOpen}
          isLoading={query.isPending}
          paged={paged}
          emptyState={
            <EmptyState
              icon={<IonIcon icon={empty.icon} />}
              title={empty.title}
              text={empty.text}
              action={{
                label: empty.actionLabel,
                onClick: empty.onAction,
                icon: <IonIcon icon={addOutline} />,
              }}
            />
          }
        />
      )}
    </section>
  );
}
