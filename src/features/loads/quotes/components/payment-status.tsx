import { IonSpinner } from '@ionic/react';

/** A wait inside the payment dialog (preparing the intent, loading Stripe.js). */
export function PaymentStatus({ message }: { message: string }) {
  return (
    <p className="payment-status" role="status">
      <IonSpinner name="crescent" aria-hidden="true" className="payment-status__spinner" />
      <span>{message}</span>
    </p>
  );
}
