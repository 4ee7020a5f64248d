import { useTranslation } from 'react-i18next';
import type { Load } from '../../../contract/loads';
import { LoadTimeline } from '../../../components/timeline/load-timeline';

type LoadTimelineCardProps = {
  load: Pick<Load, 'status' | 'timestamp' | 'loadImage' | 'cancelledAt'>;
};

/** docs/product.md §4 timeline in its card; a cancelled load ends where it stopped, at cancelledAt. */
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
    </section>
  );
}
