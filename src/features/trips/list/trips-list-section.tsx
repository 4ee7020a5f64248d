import { useMemo } from 'react';
import { IonIcon } from '@ionic/react';
import { refreshOutline } from 'ionicons/icons';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { InlineAlert } from '../../../components/inline-alert/inline-alert';
import { Button } from '../../../components/ui/button/button';
import { PageHeader } from '../../../components/ui/page-header/page-header';
import { ResponsiveList } from '../../../components/ui/responsive-list/responsive-list';
import type { TripListItem } from '../../../contract/trips';
import { failureMessage } from '../../../lib/failure-message';
import { tripCard, tripColumns } from './trip-columns';
import { TripsEmptyState } from './trips-empty-state';

type TripsListSectionProps = {
  query: UseQueryResult<TripListItem[]>;
  filtered: boolean;
  onOpenTrip: (trip: TripListItem) => void;
  onClearFilters: () => void;
};

/** The trips found: title with the count, Refresh, the list, or docs/product.md §8's error with a retry. */
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
    <section className="trips-list" aria-label={t('list.title')}>
      <PageHeader
        title={trips ? t('list.titleWithCount', { count: trips.length }) : t('list.title')}
        actions={
          <Button
            variant="secondary"
            icon={<IonIcon icon={refreshOutline} />}
            busy={query.isFetching}
            onClick={refetch}
          >
            {t('list.refresh')}
          </Button>
        }
      />
      {error && <InlineAlert message={error} retrying={query.isFetching} onRetry={refetch} />}
      {/* A failed refresh keeps the rows already shown; a failed first load has none to show. */}
      {!(query.isError && !trips) && (
        <ResponsiveList
          label={t('list.title')}
          rows={trips ?? []}
          getRowId={(trip) => trip._id}
          columns={columns}
          card={tripCard}
          onRowClick={onOpenTrip}
          showFilters={false}
          isLoading={query.isPending}
          emptyState={<TripsEmptyState filtered={filtered} onClearFilters={onClearFilters} />}
        />
      )}
    </section>
  );
}
