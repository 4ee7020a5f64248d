import { IonIcon } from '@ionic/react';
import { alertCircle } from 'ionicons/icons';

/** Why the last save failed, inside the dialog beside the toast (docs/product.md §8). */
export function FleetFormBanner({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p className="fleet-banner" role="alert">
      <IonIcon icon={alertCircle} aria-hidden="true" />
      <span>{message}</span>
    </p>
  );
}
