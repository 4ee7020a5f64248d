import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import {
  loadDetailsPath,
  MY_LOADS_PATH,
  tripDetailsPath,
  TRIPS_PATH,
} from '../../../lib/detail-paths';
import { useTripDetails } from '../../trips/api/trip-details';
import { InvoiceScreen } from './invoice-screen';

/** `/my-loads/:loadId/invoice`: the shipper's invoice for its load's accepted deal. */
export function ShipperInvoicePage() {
  const { t } = useTranslation('paperwork');
  const { loadId = '' } = useParams();
  return (
    <InvoiceScreen
      key={loadId}
      loadId={loadId}
      back={{ to: loadDetailsPath(loadId), label: t('toolbar.backToLoad') }}
      list={{ to: MY_LOADS_PATH, label: t('state.notFound.backToLoads') }}
    />
  );
}

/**
 * `/trips/:tripId/invoice`: the carrier's copy of the invoice it issued, found through its trip's
 * load (Trip Details' own query, usually already in the cache).
 */
export function CarrierInvoicePage() {
  const { t } = useTranslation('paperwork');
  const { tripId = '' } = useParams();
  const trip = useTripDetails(tripId);
  return (
    <InvoiceScreen
      key={tripId}
      loadId={trip.data?.loadId}
      tripQuery={trip}
      back={{ to: tripDetailsPath(tripId), label: t('toolbar.backToTrip') }}
      list={{ to: TRIPS_PATH, label: t('state.notFound.backToTrips') }}
    />
  );
}
