import { useTranslation } from 'react-i18next';
import { LoadTimeline } from '../../../components/timeline/load-timeline';
import type { TripDetails } from '../../../contract/trips';

/** docs/product.md §4 timeline, driven by the load's own status and stage times. */
export function TripTimelineCard({ load }: { load: TripDetails['loadDetails'] }) {
  const { t } = useTranslation('trips');
  return (
    <section className="trip-details__card" aria-labelledby="trip-details-timeline">
      <h3 id="trip-details-timeline" className="trip-details__card-title">
        {t('timeline.title')}
      </h3>
      <LoadTimeline status={load.status} timestamp={load.timestamp} loadImage={load.loadImage} />
    </section>
  );
}
