import { useTranslation } from 'react-i18next';

/** What is being paid and to whom, above the card form. */
export function PaymentSummary({ amount, payee }: { amount: string; payee: string }) {
  const { t } = useTranslation('payments');
  return (
    <dl className="payment-summary">
      <div className="payment-summary__row">
        <dt>{t('dialog.amountDue')}</dt>
        <dd className="payment-summary__amount">{amount}</dd>
      </div>
      <div className="payment-summary__row">
        <dt>{t('dialog.payee')}</dt>
        <dd>{payee}</dd>
      </div>
    </dl>
  );
}
