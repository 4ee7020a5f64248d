import { IonIcon } from '@ionic/react';
import { alertCircle } from 'ionicons/icons';

/** An inline error under a field, announced when it appears. */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="find-loads-field__error" role="alert">
      <IonIcon icon={alertCircle} aria-hidden="true" />
      <span>{message}</span>
    </p>
  );
}
