import type { Load } from '../../../contract/loads';
import { DriverCard } from './driver-card';
import { LoadTimelineCard } from './load-timeline-card';
import { TripCharges } from './trip-charges';

/** Statuses of a trip under way, when the driver's page reports positions. */
const TRACKED_STATUSES = new Set(['confirmed', 'out_to_collect', 'loaded', 'out_to_unload']);

/** SPEC §2, once a trip exists: its timeline, driver and charges. */
export function TripSection({ load }: { load: Load }) {
  return (
    <>
      <LoadTimelineCard load={load} />
      <DriverCard driver={load.driverDetails} tracking={TRACKED_STATUSES.has(load.status)} />
      <TripCharges charges={load.charges} currency={load.currency} />
    </>
  );
}
