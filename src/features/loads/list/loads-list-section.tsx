import { IonIcon, IonSpinner } from '@ionic/react';
import { refreshOutline } from 'ionicons/icons';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table/data-table';
import type { DataTableColumn } from '../../../components/data-table/data-table-column';
import type { LoadSummary } from '../../../contract/loads';

type LoadsListSectionProps = {
  id: string;
  /** The list's name without its count, e.g. 'Active Loads'. */
  title: string;
  emptyMessage: string;
  columns: DataTableColumn<LoadSummary>[];
  query: UseQueryResult<LoadSummary[]>;
  onOpenLoad: (load: LoadSummary) => void;
  /** Shows a Refresh button in the list's header. */
  refreshable?: boolean;
};

/** One list of My Loads: title with its count, Refresh, the table, or the error with a retry. */
export function LoadsListSection({
  id,
  title,
  emptyMessage,
  columns,
  query,
  onOpenLoad,
  refreshable = false,
}: LoadsListSectionProps) {
  const { t } = useTranslation('my-loads');
  const loads = query.data;
  const heading = loads ? t('titleWithCount', { title, count: loads.length }) : title;
  const refetch = () => void query.refetch();

  return (
    <section className="my-loads-section" aria-labelledby={`${id}-title`}>
      <header className="my-loads-section__header">
        <h2 id={`${id}-title`} className="my-loads-section__title">
          {heading}
        </h2>
        {refreshable && (
          <button
            type="button"
            className="my-loads-button my-loads-button--secondary"
            onClick={refetch}
            disabled={query.isFetching}
            aria-busy={query.isFetching || undefined}
          >
            {query.isFetching ? (
              <IonSpinner name="crescent" className="my-loads-button__spinner" aria-hidden="true" />
            ) : (
              <IonIcon icon={refreshOutline} aria-hidden="true" />
            )}
            <span>{t('refresh')}</span>
          </button>
        )}
      </header>
      {query.isError && (
        <div className="my-loads-error" role="alert">
          <p className="my-loads-error__text">{t('errors.fetch')}</p>
          <button
            type="button"
            className="my-loads-button my-loads-button--secondary"
            onClick={refetch}
            disabled={query.isFetching}
          >
            {t('retry', { ns: 'common' })}
          </button>
        </div>
      )}
      {/* A failed refresh keeps the rows already shown; a failed first load has none to show. */}
      {!(query.isError && !loads) && (
        <DataTable
          columns={columns}
          rows={loads ?? []}
          getRowId={(load) => load._id}
          onRowClick={onOpenLoad}
          emptyMessage={emptyMessage}
          isLoading={query.isPending}
          label={title}
        />
      )}
    </section>
  );
}
