import { useMemo } from 'react';
import { IonIcon, IonSpinner } from '@ionic/react';
import { refreshOutline } from 'ionicons/icons';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table/data-table';
import type { TripListItem } from '../../../contract/trips';
import { failureMessage } from '../../../lib/failure-message';
import { tripColumns } from './trip-columns';
import { TripsEmptyState } from './trips-empty-state';

type TripsListSectionProps = {
  query: UseQueryResult<TripListItem[]>;
  filtered: boolean;
  onOpenTrip: (trip: TripListItem) => void;
  onClearFilters: () => void;
};

/** The trips found: title with the count, Refresh, the table, or SPEC §8's error with a retry. */
export function TripsListSection({
  query,
  filtered,
  onOpenTrip,
  onClearFilters,
}: TripsListSectionProps) {
  const { t } = useTranslation('trips');
  const columns = useMemo(() => tripColumns(t), [t]);
  const trips = query.data;
  const refetch = () => void query.refetch();
  const error = query.isError
    ? failureMessage(query.error, { failed: t('errors.fetchFailed'), error: t('errors.fetch') })
    : null;

  return (
    <section className="trips-list" aria-labelledby="trips-list-title">
      <header className="trips-list__header">
        <h2 id="trips-list-title" className="trips-list__title">
          {trips ? t('list.titleWithCount', { count: trips.length }) : t('list.title')}
        </h2>
        <button
          type="button"
          className="trips-button trips-button--secondary"
          onClick={refetch}
          disabled={query.isFetching}
          aria-busy={query.isFetching || undefined}
        >
          {query.isFetching ? (
            <IonSpinner name="crescent" className="trips-button__spinner" aria-hidden="true" />
          ) : (
            <IonIcon icon={refreshOutline} aria-hidden="true" />
          )}
          <span>{t('list.refresh')}</span>
        </button>
      </header>
      {error && (
        <div className="trips-alert" role="alert">
          <p className="trips-alert__text">{error}</p>
          <button
            type="button"
            className="trips-button trips-button--secondary"
            onClick={refetch}
            disabled={query.isFetching}
          >
            {t('common:retry')}
          </button>
        </div>
      )}
      {/* A failed refresh keeps the rows already shown; a failed first load has none to show. */}
      {!(query.isError && !trips) && (
        <DataTable
          columns={columns}
          rows={trips ?? []}
          getRowId={(trip) => trip._id}
          onRowClick={onOpenTrip}
          showFilters={false}
          emptyMessage={<TripsEmptyState filtered={filtered} onClearFilters={onClearFilters} />}
          isLoading={query.isPending}
          label={t('list.title')}
          loadingRowCount={6}
        />
      )}
    </section>
  );
}
