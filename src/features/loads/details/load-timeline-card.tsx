import { useTranslation } from 'react-i18next';
import type { Load } from '../../../contract/loads';
import { LoadTimeline } from '../../../components/timeline/load-timeline';

type LoadTimelineCardProps = {
  load: Pick<Load, 'status' | 'timestamp' | 'loadImage' | 'cancelledAt'>;
};

/** SPEC §4 timeline in its card; a cancelled load's last step reads Cancelled, at cancelledAt. */
export function LoadTimelineCard({ load }: LoadTimelineCardProps) {
  const { t } = useTranslation('load-details');
  const timestamp =
    load.status === 'cancelled' && !load.timestamp.completedAt
      ? { ...load.timestamp, completedAt: load.cancelledAt ?? null }
      : load.timestamp;
  return (
    <section className="load-details__card" aria-labelledby="load-details-timeline">
      <h3 id="load-details-timeline" className="load-details__card-title">
        {t('timeline.title')}
      </h3>
      <LoadTimeline status={load.status} timestamp={timestamp} loadImage={load.loadImage} />
    </section>
  );
}
