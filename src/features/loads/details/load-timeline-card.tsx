import { useTranslation } from 'react-i18next';
import type { Load } from '../../../contract/loads';
import { StopWaitsList } from '../../../components/stop-waits/stop-waits-list';
import { LoadTimeline } from '../../../components/timeline/load-timeline';

type LoadTimelineCardProps = {
  load: Pick<Load, 'status' | 'timestamp' | 'loadImage' | 'cancelledAt' | 'stopWaits'>;
};

/**
 * docs/product.md §4 timeline in its card; a cancelled load ends where it stopped, at cancelledAt.
 * Under it, when the truck reached a stop: its arrival, departure and time waited (issue 21 §3).
 */
export function LoadTimelineCard({ load }: LoadTimelineCardProps) {
  const { t } = useTranslation('load-details');
  return (
    <section className="load-details__card" aria-labelledby="load-details-timeline">
      {/* Focusable: 'Follow the trip' brings it into view and moves focus here. */}
      <h3 id="load-details-timeline" className="load-details__card-title" tabIndex={-1}>
        {t('timeline.title')}
      </h3>
      <LoadTimeline
        status={load.status}
        timestamp={load.timestamp}
        loadImage={load.loadImage}
        cancelledAt={load.cancelledAt}
      />
      <StopWaitsList waits={load.stopWaits} />
    </section>
  );
}
