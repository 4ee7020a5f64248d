import { useTranslation } from 'react-i18next';
import { InstallAppButton } from '../../../app/pwa/install-app-button';
import { isTripUnderWay } from '../../../contract/statuses';
import type { LinkAccess } from '../api/link-headers';
import { useLinkTrip } from '../api/link-trip';
import { summarizeOutbox } from '../outbox/outbox-summary';
import { OutboxStatusLine } from '../outbox/outbox-status-line';
import { isPending, isQueuedCharge, isQueuedProof } from '../outbox/queued-items';
import { shownTripStatus } from '../outbox/queued-status';
import { useDeliveredRefresh } from '../outbox/use-delivered-refresh';
import { useLinkOutbox } from '../outbox/use-link-outbox';
import { useOutboxReplayer } from '../outbox/use-outbox-replayer';
import { TrackingStatusLine } from '../tracking/tracking-status-line';
import { usePageVisible } from '../tracking/use-page-visible';
import { useTripTracking } from '../tracking/use-trip-tracking';
import { useWakeLock } from '../tracking/use-wake-lock';
import { isAccessDenied } from '../utils/failure-message';
import { AccessDeniedScreen } from './access-denied-screen';
import { AddChargeSection } from './add-charge-section';
import { ChargesCard } from './charges-card';
import { DeliveryProofCard } from './delivery-proof-card';
import { DriverLanguageBar } from './driver-language-bar';
import { LinkMessageScreen } from './link-message-screen';
import { LoadCard } from './load-card';
import { NeedsAttentionCard } from './needs-attention-card';
import { RouteCard } from './route-card';
import { SettingsCard } from './settings-card';
import { StatusUpdate } from './status-update';
import { TransportCard } from './transport-card';
import { TripHeader } from './trip-header';
import { TripLoadingScreen } from './trip-loading-screen';

type DriverTripViewProps = { access: LinkAccess; tripId: string };

/** The verified driver's page: the trip, its charges, and what the driver can do. */
export function DriverTripView({ access, tripId }: DriverTripViewProps) {
  const { t } = useTranslation('driver-page');
  const trip = useLinkTrip(access, tripId);
  const outbox = useLinkOutbox(access.linkId);
  const visible = usePageVisible();
  // Offline the phone is ahead of the server: what the driver queued is what the page shows.
  const data = trip.data && {
    ...trip.data,
    status: shownTripStatus(trip.data.status, outbox.items),
  };
  // Only an active link changes anything (docs/product.md §4), so only an active link reports positions.
  const tripMode = !!data && data.isActive && isTripUnderWay(data.status) && visible;
  const replayer = useOutboxReplayer(access.deviceKey);
  useDeliveredRefresh(replayer, access.linkId, tripId);
  const tracking = useTripTracking(access, tripId, replayer, tripMode);
  useWakeLock(tripMode);

  if (trip.isPending) {
    return <TripLoadingScreen />;
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

  const summary = summarizeOutbox(outbox);
  const queuedProof = outbox.items.filter(isQueuedProof).at(-1) ?? null;
  return (
    <main className="driver-page">
      <DriverLanguageBar />
      <TripHeader trip={data} />
      {tripMode && <TrackingStatusLine status={tracking} />}
      <OutboxStatusLine summary={summary} />
      <NeedsAttentionCard items={outbox.items} replayer={replayer} />
      {data.isActive ? (
        <StatusUpdate
          access={access}
          tripId={tripId}
          status={data.status}
          // A refused proof does not count: the driver takes it again.
          proofNeeded={!data.deliveryProof && !(queuedProof && isPending(queuedProof))}
          photosRequired={data.proofSettings.photosRequired}
          replayer={replayer}
        />
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
      <DeliveryProofCard access={access} sent={data.deliveryProof} queued={queuedProof} />
      <RouteCard trip={data} />
      <LoadCard trip={data} />
      <TransportCard trip={data} />
      <ChargesCard
        access={access}
        currency={data.currency}
        price={data.price}
        queued={outbox.items.filter(isQueuedCharge)}
        replayer={replayer}
      />
      <AddChargeSection
        access={access}
        tripId={tripId}
        currency={data.currency}
        isActive={data.isActive}
        replayer={replayer}
      />
      <SettingsCard summary={summary}>
        <InstallAppButton />
      </SettingsCard>
    </main>
  );
}
