import { IonIcon } from '@ionic/react';
import { lockClosed } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import type { PaymentIntent } from '../api/create-payment-intent';

/** docs/product.md §2: the payment dialog says who secures the payment; test mode says no money moves. */
export function SecuredBy({ provider }: { provider: PaymentIntent['provider'] }) {
  const { t } = useTranslation('payments');
  return (
    <p className="payment-secured">
      <IonIcon icon={lockClosed} aria-hidden="true" />
      <span>{t(`securedBy.${provider}`)}</span>
    </p>
  );
}
