import { DeliveryProofCard } from '../../../components/delivery-proof/delivery-proof-card';
import type { TripDetails } from '../../../contract/trips';
import { PhotosRequiredSwitch } from './photos-required-switch';

type TripProofCardProps = {
  trip: Pick<TripDetails, '_id' | 'status' | 'deliveryProof' | 'proofSettings'>;
  /** The provider sets what the proof must carry; anyone else only reads it. */
  canManage: boolean;
};

/**
 * The trip's proof of delivery (issue 21 §2) once sent; before, while the trip runs, what the
 * provider asks of it. A trip that ended without one says so.
 */
export function TripProofCard({ trip, canManage }: TripProofCardProps) {
  if (trip.deliveryProof) return <DeliveryProofCard proof={trip.deliveryProof} />;
  if (trip.status === 'cancelled') return null;
  if (trip.status === 'completed') return <DeliveryProofCard proof={null} ended />;
  return (
    <DeliveryProofCard proof={null}>
      {canManage && (
        <PhotosRequiredSwitch
          tripId={trip._id}
          photosRequired={trip.proofSettings.photosRequired}
        />
      )}
    </DeliveryProofCard>
  );
}
