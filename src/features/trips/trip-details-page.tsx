import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router-dom';
import { NotFoundState } from '../../components/not-found-state/not-found-state';
import { useRecordNotFound } from '../../components/not-found-state/use-record-not-found';
import { TRIPS_PATH } from '../../lib/detail-paths';
import { useReturnToList } from '../../lib/return-to-list';
import { useTripDetails } from './api/trip-details';
import { TripDetailsPanel } from './details/trip-details-panel';
// The panel's buttons and alerts are the Trips area's own.
import './trips.css';

/**
 * docs/product.md §2 Trip Details at an address of its own, `/trips/{tripId}` (provider): a reload, a shared
 * link and Back all keep it. The Trips list's filters ride along in the search, so closing it
 * returns to the same list.
 */
export function TripDetailsPage() {
  const { t } = useTranslation('trips');
  const { tripId = '' } = useParams();
  const { search } = useLocation();
  const backToList = useReturnToList(`${TRIPS_PATH}${search}`);
  // The panel's own query (one request), read here for the not-found answer and the tab's title.
  const notFound = useRecordNotFound(useTripDetails(tripId), {
    record: (id) => t('panel.title', { id }),
    notFound: t('notFound.title'),
  });

  if (notFound) {
    return (
      <NotFoundState
        title={t('notFound.title')}
        message={t('notFound.message')}
        backTo={`${TRIPS_PATH}${search}`}
        backLabel={t('notFound.back')}
      />
    );
  }
  // Keyed: another trip's address starts with nothing of this one open.
  return <TripDetailsPanel key={tripId} tripId={tripId} onClose={backToList} />;
}
