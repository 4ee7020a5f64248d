import type { ReactNode } from 'react';
import { IonIcon } from '@ionic/react';
import { alertCircle } from 'ionicons/icons';

type PaymentAlertProps = { message: string; children?: ReactNode };

/** A failure inside the payment dialog, announced when it appears; children hold a way out. */
export function PaymentAlert({ message, children }: PaymentAlertProps) {
  return (
    <div className="payment-alert" role="alert">
      <IonIcon icon={alertCircle} aria-hidden="true" className="payment-alert__icon" />
      <p className="payment-alert__text">
        {message} {children}
      </p>
    </div>
  );
}
