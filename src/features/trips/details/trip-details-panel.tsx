import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../app/session-context';
import { InlineAlert } from '../../../components/inline-alert/inline-alert';
import { useTripDriverLinks } from '../../driver-links/api/trip-driver-links';
import { TripDriverLinksSection } from '../../driver-links/trip/trip-driver-links-section';
import { useTripDetails } from '../api/trip-details';
import { TripChargesCard } from './trip-charges-card';
import { TripDetailsSkeleton } from './trip-details-skeleton';
import { TripLoadInformation } from './trip-load-information';
import { tripNextStep } from './trip-next-step';
import { TripNextStepButton } from './trip-next-step-button';
import { TripProofCard } from './trip-proof-card';
import { TripStatusSummary } from './trip-status-summary';
import { TripStopCard } from './trip-stop-card';
import { TripTimelineCard } from './trip-timeline-card';
import { TripTransportDetails } from './trip-transport-details';
import { WaitingChargeControl } from './waiting-charge-control';
import './trip-details-panel.css';
import { DetailsHeader } from '../../../components/details-header/details-header';

type TripDetailsPanelProps = {
  /** The trip's _id. */
  tripId: string;
  onClose: () => void;
};

/** docs/product.md §2 Trip Details: one trip in full, in place of the list. */
export function TripDetailsPanel({ tripId, onClose }: TripDetailsPanelProps) {
  const { t } = useTranslation('trips');
  const { userType } = useSession();
  const query = useTripDetails(tripId);
  const trip = query.data;
  const isProvider = userType === 'provider';
  const refetch = () => void query.refetch();
  // The links section's dialogs, which the next step opens too.
  const [creatingLink, setCreatingLink] = useState(false);
  const [openLinkId, setOpenLinkId] = useState<string | null>(null);
  const links = useTripDriverLinks(trip?._id ?? '', trip?.driverId ?? null, {
    enabled: isProvider && Boolean(trip),
  });
  const nextStep = trip && isProvider ? tripNextStep(trip, links.data) : null;

  return (
    <article className="trip-details">
      <DetailsHeader
        title={trip ? t('panel.title', { id: trip.id }) : t('panel.loadingTitle')}
        copyValue={trip?.id}
        labels={{
          back: t('panel.back'),
          copy: t('panel.copyId', { id: trip?.id }),
          copied: t('panel.copied'),
          copyFailed: t('panel.copyFailed'),
          refresh: t('panel.refresh'),
        }}
        refreshing={query.isFetching}
        onBack={onClose}
        onRefresh={refetch}
      />
      {!trip && query.isPending && <TripDetailsSkeleton />}
      {!trip && query.isError && (
        <InlineAlert message={t('errors.details')} retrying={query.isFetching} onRetry={refetch} />
      )}
      {trip && (
        <div className="trip-details__body">
          {query.isError && <InlineAlert tone="warning" message={t('panel.refreshError')} />}
          <TripStatusSummary
            trip={trip}
            nextStep={
              nextStep && (
                <TripNextStepButton
                  step={nextStep}
                  onCreateLink={() => setCreatingLink(true)}
                  onOpenLink={setOpenLinkId}
                />
              )
            }
          />
          <div className="trip-details__columns">
            <div className="trip-details__column">
              <TripTransportDetails trip={trip} canManage={isProvider} />
              {isProvider && (
                <TripDriverLinksSection
                  trip={trip}
                  creating={creatingLink}
                  onCreatingChange={setCreatingLink}
                  openLinkId={openLinkId}
                  onOpenLinkChange={setOpenLinkId}
                />
              )}
              <TripTimelineCard
                trip={trip}
                waitAction={
                  isProvider
                    ? (stop, wait) => (
                        <WaitingChargeControl
                          tripId={trip._id}
                          currency={trip.currency}
                          stop={stop}
                          wait={wait}
                        />
                      )
                    : undefined
                }
              />
              <TripProofCard trip={trip} canManage={isProvider} />
              <TripChargesCard trip={trip} canDecide={isProvider} />
            </div>
            <div className="trip-details__column">
              <TripLoadInformation load={trip.loadDetails} />
              <TripStopCard kind="pickup" stop={trip.loadDetails.source} />
              <TripStopCard kind="delivery" stop={trip.loadDetails.destination} />
            </div>
          </div>
        </div>
      )}
    </article>
  );
}
