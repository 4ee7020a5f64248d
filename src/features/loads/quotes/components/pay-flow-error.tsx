import { useTranslation } from 'react-i18next';
import type { PayAndAccept } from '../hooks/use-pay-and-accept';
import { PaymentAlert } from './payment-alert';

/** The last pay-and-accept failure; after a payment that went through, says the money is safe. */
export function PayFlowError({ flow }: { flow: PayAndAccept }) {
  const { t } = useTranslation('payments');
  if (!flow.error) return null;
  return (
    <PaymentAlert message={flow.error}>
      {flow.paid && <span>{t('paidNotAccepted')}</span>}
    </PaymentAlert>
  );
}
