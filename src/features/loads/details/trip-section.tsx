import { DeliveryProofCard } from '../../../components/delivery-proof/delivery-proof-card';
import type { Load } from '../../../contract/loads';
import { isTripUnderWay } from '../../../contract/statuses';
import { DriverCard } from './driver-card';
import { LoadTimelineCard } from './load-timeline-card';
import { TripRatingCard } from './rating/trip-rating-card';
import { TripCharges } from './trip-charges';

/**
 * docs/product.md §2, once a trip exists: its timeline, driver and charges; once delivered, the
 * consignee's proof of delivery and the shipper's rating of the driver.
 */
export function TripSection({ load, onRateDriver }: { load: Load; onRateDriver: () => void }) {
  // Only the shipper's view carries the rating (undefined elsewhere).
  const rateable = load.status === 'completed' && load.tripRating !== undefined;
  return (
    <>
      <LoadTimelineCard load={load} />
      {(load.deliveryProof || load.status === 'completed') && (
        <DeliveryProofCard proof={load.deliveryProof ?? null} ended={load.status === 'completed'} />
      )}
      <DriverCard driver={load.driverDetails} tracking={isTripUnderWay(load.status)} />
      {rateable && load.driverDetails && (
        <TripRatingCard
          driverName={load.driverDetails.name}
          rating={load.tripRating ?? null}
          onRate={onRateDriver}
        />
      )}
      <TripCharges charges={load.charges} currency={load.currency} price={load.price} />
    </>
  );
}
