import { IonIcon } from '@ionic/react';
import { warningOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import type { DeliveryProof } from '../../contract/delivery-proofs';
import { formatCoordinates, formatDistance } from '../../lib/format-measures';
import { FAR_FROM_DELIVERY_METRES, isFarFromDelivery } from './far-from-delivery';

type ProofPlaceProps = Pick<DeliveryProof, 'coordinates' | 'distanceFromDeliveryMeters'>;

/**
 * Where the proof was taken, as far as the phone could tell: its distance from the delivery
 * point, flagged in words and colour when far; else the bare position, or that there was none.
 */
export function ProofPlace({ coordinates, distanceFromDeliveryMeters }: ProofPlaceProps) {
  const { t } = useTranslation('delivery-proof');
  if (!coordinates) return <span className="delivery-proof__muted">{t('noPosition')}</span>;
  if (distanceFromDeliveryMeters === null) {
    return (
      <span className="delivery-proof__place">
        {/* Latitude first, as maps show it; numbers read left to right in every language. */}
        <span dir="ltr">{formatCoordinates(coordinates)}</span>
        <span className="delivery-proof__muted">{t('noDeliveryPoint')}</span>
      </span>
    );
  }
  const distance = t('fromDelivery', { distance: formatDistance(distanceFromDeliveryMeters) });
  if (!isFarFromDelivery(distanceFromDeliveryMeters)) return <span>{distance}</span>;
  return (
    <span className="delivery-proof__far" data-far="true">
      <span className="delivery-proof__far-distance">
        <IonIcon icon={warningOutline} aria-hidden="true" />
        {distance}
      </span>
      <span>{t('far', { limit: formatDistance(FAR_FROM_DELIVERY_METRES) })}</span>
    </span>
  );
}
