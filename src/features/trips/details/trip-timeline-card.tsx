import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { StopWaitsList } from '../../../components/stop-waits/stop-waits-list';
import { LoadTimeline } from '../../../components/timeline/load-timeline';
import type { StopWait, TripStop } from '../../../contract/stop-waits';
import type { TripDetails } from '../../../contract/trips';

type TripTimelineCardProps = {
  trip: Pick<TripDetails, 'loadDetails' | 'stopWaits'>;
  /** The provider's action on a stop's wait: Add waiting charge. */
  waitAction?: (stop: TripStop, wait: StopWait) => ReactNode;
};

/**
 * docs/product.md §4 timeline, driven by the load's own status and stage times; under it, when
 * the truck reached a stop, its arrival, departure and time waited (issue 21 §3).
 */
export function TripTimelineCard({ trip, waitAction }: TripTimelineCardProps) {
  const { t } = useTranslation('trips');
  const load = trip.loadDetails;
  return (
    <section className="trip-details__card" aria-labelledby="trip-details-timeline">
      <h3 id="trip-details-timeline" className="trip-details__card-title">
        {t('timeline.title')}
      </h3>
      <LoadTimeline status={load.status} timestamp={load.timestamp} loadImage={load.loadImage} />
      <StopWaitsList waits={trip.stopWaits} actionFor={waitAction} />
    </section>
  );
}
