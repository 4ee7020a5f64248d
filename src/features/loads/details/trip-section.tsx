import type { Load } from '../../../contract/loads';
import { isTripUnderWay } from '../../../contract/statuses';
import { DriverCard } from './driver-card';
import { LoadTimelineCard } from './load-timeline-card';
import { TripCharges } from './trip-charges';

/** docs/product.md §2, once a trip exists: its timeline, driver and charges. */
export function TripSection({ load }: { load: Load }) {
  return (
    <>
      <LoadTimelineCard load={load} />
      <DriverCard driver={load.driverDetails} tracking={isTripUnderWay(load.status)} />
      <TripCharges charges={load.charges} currency={load.currency} price={load.price} />
    </>
  );
}
