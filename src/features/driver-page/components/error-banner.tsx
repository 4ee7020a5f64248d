import { IonIcon } from '@ionic/react';
import { alertCircle } from 'ionicons/icons';

/** Why the last action failed, where the driver is looking (SPEC §8). */
export function ErrorBanner({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p className="driver-page__banner" data-tone="danger" role="alert">
      <IonIcon icon={alertCircle} aria-hidden="true" />
      <span>{message}</span>
    </p>
  );
}
