import { useTranslation } from 'react-i18next';
import type { Load } from '../../../contract/loads';
import { LoadTimeline } from '../../../components/timeline/load-timeline';
import { DriverCard } from './driver-card';
import { TripCharges } from './trip-charges';

/** Statuses of a trip under way, when the driver's page reports positions. */
const TRACKED_STATUSES = new Set(['confirmed', 'out_to_collect', 'loaded', 'out_to_unload']);

/** SPEC §2, once a trip exists: its timeline, driver and charges. */
export function TripSection({ load }: { load: Load }) {
  const { t } = useTranslation('load-details');
  return (
    <>
      <section className="load-details__card" aria-labelledby="load-details-timeline">
        <h3 id="load-details-timeline" className="load-details__card-title">
          {t('timeline.title')}
        </h3>
        <LoadTimeline status={load.status} timestamp={load.timestamp} loadImage={load.loadImage} />
      </section>
      <DriverCard driver={load.driverDetails} tracking={TRACKED_STATUSES.has(load.status)} />
      <TripCharges charges={load.charges} currency={load.currency} />
    </>
  );
}
