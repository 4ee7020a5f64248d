import { IonSpinner } from '@ionic/react';
import { useTranslation } from 'react-i18next';
import type { LinkAccess } from '../api/link-headers';
import { useLinkTrip } from '../api/link-trip';
import { OutboxStatusLine } from '../outbox/outbox-status-line';
import { useOutboxReplayer } from '../outbox/use-outbox-replayer';
import { TrackingStatusLine } from '../tracking/tracking-status-line';
import { usePageVisible } from '../tracking/use-page-visible';
import { useTripTracking } from '../tracking/use-trip-tracking';
import { useWakeLock } from '../tracking/use-wake-lock';
import { isAccessDenied } from '../utils/failure-message';
import { isTripInProgress } from '../utils/next-statuses';
import { AccessDeniedScreen } from './access-denied-screen';
import { AddChargeForm } from './add-charge-form';
import { ChargesCard } from './charges-card';
import { LinkMessageScreen } from './link-message-screen';
import { LoadCard } from './load-card';
import { RouteCard } from './route-card';
import { StatusUpdate } from './status-update';
import { TransportCard } from './transport-card';
import { TripHeader } from './trip-header';

type DriverTripViewProps = { access: LinkAccess; tripId: string };

/** The verified driver's page: the trip, its charges, and what the driver can do. */
export function DriverTripView({ access, tripId }: DriverTripViewProps) {
  const { t } = useTranslation('driver-page');
  const trip = useLinkTrip(access, tripId);
  const visible = usePageVisible();
  const data = trip.data;
  // Only an active link changes anything (SPEC §4), so only an active link reports positions.
  const tripMode = !!data && data.isActive && isTripInProgress(data.status) && visible;
  const replayer = useOutboxReplayer(access.deviceKey);
  const tracking = useTripTracking(access, tripId, replayer, tripMode);
  useWakeLock(tripMode);

  if (trip.isPending) {
    return (
      <main className="driver-page driver-page--message">
        <IonSpinner
          name="crescent"
          className="driver-page__spinner"
          aria-label={t('loadingTrip')}
        />
      </main>
    );
  }
  if (trip.isError || !data) {
    if (isAccessDenied(trip.error)) return <AccessDeniedScreen />;
    return (
      <LinkMessageScreen tone="danger" onRetry={() => trip.refetch()}>
        <p className="driver-page__message-strong" role="alert">
          {t('errors.trip')}
        </p>
      </LinkMessageScreen>
    );
  }

  return (
    <main className="driver-page">
      <TripHeader trip={data} />
      {tripMode && <TrackingStatusLine status={tracking} />}
      <OutboxStatusLine linkId={access.linkId} />
      {data.isActive ? (
        <StatusUpdate access={access} tripId={tripId} status={data.status} />
      ) : data.status === 'completed' ? (
        // Completing closes the link: say the trip is done rather than only that the link is off.
        <p className="driver-page__notice driver-page__notice--done" role="status">
          {t('completedNotice')}
        </p>
      ) : (
        <p className="driver-page__notice" role="note">
          {t('inactive')}
        </p>
      )}
      <RouteCard trip={data} />
      <LoadCard trip={data} />
      <TransportCard trip={data} />
      <ChargesCard access={access} currency={data.currency} />
      <AddChargeForm access={access} currency={data.currency} isActive={data.isActive} />
    </main>
  );
}
