import type { ReactNode } from 'react';
import { IonIcon } from '@ionic/react';
import { alertCircle, refreshOutline } from 'ionicons/icons';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { CardLayout } from '../../../components/data-table/card-layout';
import type { DataTableColumn } from '../../../components/data-table/data-table-column';
import { Button } from '../../../components/ui/button/button';
import {
  ResponsiveList,
  type PagedList,
} from '../../../components/ui/responsive-list/responsive-list';
import type { ListPage } from '../../../components/data-table/list-page-request';
import type { LoadSummary } from '../../../contract/loads';

type LoadsListSectionProps = {
  id: string;
  /** The list's name without its count, e.g. 'Active Loads'. */
  title: string;
  columns: DataTableColumn<LoadSummary>[];
  /** How a load reads as a card on a phone or beside a tablet's sidebar. */
  card: CardLayout;
  /** Shown instead of the list when it has no loads: an <EmptyState> with its action. */
  emptyState: ReactNode;
  /** The page on screen, as the server paged, ordered and filtered it. */
  query: UseQueryResult<ListPage<LoadSummary>>;
  paged: PagedList;
  onOpenLoad: (load: LoadSummary) => void;
  /** Shows a Refresh button in the list's header. */
  refreshable?: boolean;
};

/** One list of My Loads: title with its count, Refresh, the list, or the error with a retry. */
export function LoadsListSection({
  id,
  title,
  columns,
  card,
  emptyState,
  query,
  paged,
  onOpenLoad,
  refreshable = false,
}: LoadsListSectionProps) {
  const { t } = useTranslation('my-loads');
  const loads = query.data?.rows;
  const total = query.data?.pagination.total;
  const heading = total === undefined ? title : t('titleWithCount', { title, count: total });
  const refetch = () => void query.refetch();

  return (
    <section className="my-loads-section" aria-labelledby={`${id}-title`}>
      <header className="my-loads-section__header">
        <h2 id={`${id}-title`} className="my-loads-section__title">
          {heading}
        </h2>
        {refreshable && (
          <Button
            busy={query.isFetching}
            icon={<IonIcon icon={refreshOutline} />}
            onClick={refetch}
          >
            {t('refresh')}
          </Button>
        )}
      </header>
      {query.isError && (
        <div className="my-loads-error" role="alert">
          <p className="my-loads-error__text">
            <IonIcon icon={alertCircle} aria-hidden="true" />
            <span>{t('errors.fetch')}</span>
          </p>
          <Button busy={query.isFetching} onClick={refetch}>
            {t('retry', { ns: 'common' })}
          </Button>
        </div>
      )}
      {/* A failed refresh keeps the rows already shown; a failed first load has none to show. */}
      {!(query.isError && !loads) && (
        <ResponsiveList
          label={title}
          rows={loads ?? []}
          getRowId={(load) => load._id}
          columns={columns}
          card={card}
          onRowClick={onOpenLoad}
          isLoading={query.isPending}
          paged={paged}
          emptyState={emptyState}
        />
      )}
    </section>
  );
}
