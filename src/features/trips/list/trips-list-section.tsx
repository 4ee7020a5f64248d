import { useMemo } from 'react';
import { IonIcon } from '@ionic/react';
import { refreshOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { InlineAlert } from '../../../components/inline-alert/inline-alert';
import { Button } from '../../../components/ui/button/button';
import { PageHeader } from '../../../components/ui/page-header/page-header';
import { ResponsiveList } from '../../../components/ui/responsive-list/responsive-list';
import type { TripListItem } from '../../../contract/trips';
import { failureMessage } from '../../../lib/failure-message';
import { useMyTrips } from '../api/my-trips';
import type { MyTripsRequest } from '../utils/trip-filters';
import { tripCard, tripColumns } from './trip-columns';
import { useReferenceLabels } from '../../../lib/reference-names/use-reference-labels';
import { TripsEmptyState } from './trips-empty-state';

type TripsListSectionProps = {
  /** The applied filters, as getmytrips takes them. */
  request: MyTripsRequest;
  filtered: boolean;
  onOpenTrip: (trip: TripListItem) => void;
  onClearFilters: () => void;
};

/** The trips found, a page at a time: title with the count of all, Refresh, the list, or docs/product.md §8's error with a retry. */
export function TripsListSection({
  request,
  filtered,
  onOpenTrip,
  onClearFilters,
}: TripsListSectionProps) {
  const { t } = useTranslation('trips');
  const labels = useReferenceLabels();
  const columns = useMemo(() => tripColumns(t, labels), [t, labels]);
  const { query, paged } = useMyTrips(request, t('list.pages'));
  const trips = query.data?.rows;
  const total = query.data?.pagination.total;
  const refetch = () => void query.refetch();
  const error = query.isError
    ? failureMessage(query.error, { failed: t('errors.fetchFailed'), error: t('errors.fetch') })
    : null;

  return (
    <section className="trips-list" aria-label={t('list.title')}>
      <PageHeader
        title={total === undefined ? t('list.title') : t('list.titleWithCount', { count: total })}
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
          paged={paged}
          emptyState={<TripsEmptyState filtered={filtered} onClearFilters={onClearFilters} />}
        />
      )}
    </section>
  );
}
