import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import {
  loadDetailsPath,
  MY_LOADS_PATH,
  tripDetailsPath,
  TRIPS_PATH,
} from '../../../lib/detail-paths';
import { TripDocumentScreen } from './trip-document-screen';

/** `/trips/:tripId/document`: the carrier's trip document, with its registration number field. */
export function CarrierTripDocumentPage() {
  const { t } = useTranslation('paperwork');
  const { tripId = '' } = useParams();
  return (
    <TripDocumentScreen
      key={tripId}
      source={{ by: 'trip', tripId }}
      back={{ to: tripDetailsPath(tripId), label: t('toolbar.backToTrip') }}
      list={{ to: TRIPS_PATH, label: t('state.notFound.backToTrips') }}
    />
  );
}

/** `/my-loads/:loadId/document`: the shipper's copy of its load's trip document. */
export function ShipperTripDocumentPage() {
  const { t } = useTranslation('paperwork');
  const { loadId = '' } = useParams();
  return (
    <TripDocumentScreen
      key={loadId}
      source={{ by: 'load', loadId }}
      back={{ to: loadDetailsPath(loadId), label: t('toolbar.backToLoad') }}
      list={{ to: MY_LOADS_PATH, label: t('state.notFound.backToLoads') }}
    />
  );
}
