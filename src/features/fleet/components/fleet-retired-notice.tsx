import { IonIcon } from '@ionic/react';
import { alertCircleOutline } from 'ionicons/icons';

/** Above a retired truck's or driver's facts: why it is offered for nothing new. */
export function FleetRetiredNotice({ message }: { message: string }) {
  return (
    <p className="fleet-retired-notice" role="note">
      <IonIcon icon={alertCircleOutline} aria-hidden="true" />
      <span>{message}</span>
    </p>
  );
}
