import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../../components/dialog/dialog';
import type { Load, LoadQuote } from '../../../../contract/loads';
import { formatMoney } from '../../../../lib/format';
import { newIdempotencyKey } from '../../../../lib/idempotency-key';
import { usePaymentIntent } from '../api/create-payment-intent';
import { usePayAndAccept } from '../hooks/use-pay-and-accept';
import { paymentErrorMessage } from '../utils/payment-error';
import { Button } from '../../../../components/ui/button/button';
import { PaymentAlert } from './payment-alert';
import { PaymentStatus } from './payment-status';
import { PaymentSummary } from './payment-summary';
import { SecuredBy } from './secured-by';
import { TestCardForm } from './test-card-form';
import './payment-dialog.css';

// Stripe.js and its React bindings load only when the server runs the Stripe provider.
const StripePaymentSection = lazy(() => import('./stripe-payment-section'));

type PaymentDialogProps = {
  load: Load;
  quote: LoadQuote;
  /** `paid` is true when money moved but the acceptance failed: the load should be refreshed. */
  onCancel: (paid: boolean) => void;
  onAccepted: () => void;
};

/** docs/product.md §2 'Complete Payment': an intent for the quote, the provider's card form, then acceptance. */
export function PaymentDialog({ load, quote, onCancel, onAccepted }: PaymentDialogProps) {
  const { t } = useTranslation('payments');
  // One intent per opening: its key makes a retry (or a double mount) answer the same intent.
  const [intentKey] = useState(() => `payment-intent-${newIdempotencyKey()}`);
  const intent = usePaymentIntent({ quoteId: quote._id, loadId: load._id }, intentKey);
  const flow = usePayAndAccept({ quoteId: quote._id, onAccepted });
  const amount = formatMoney(quote.amount, load.currency);
  // 'Pay {amount}' names what the server will charge, which it priced from the quote.
  const payAmount = intent.data ? formatMoney(intent.data.amount, intent.data.currency) : amount;
  const close = () => onCancel(flow.paid);

  return (
    <Dialog
      open
      title={t('dialog.title')}
      onClose={close}
      dismissible={!flow.processing}
      actions={
        <Button disabled={flow.processing} onClick={close}>
          {t('dialog.cancel')}
        </Button>
      }
    >
      <PaymentSummary amount={amount} payee={quote.userName} />
      {intent.isPending && <PaymentStatus message={t('dialog.preparing')} />}
      {intent.isError && (
        <PaymentAlert message={paymentErrorMessage(intent.error, t)}>
          <Button variant="ghost" size="sm" onClick={() => intent.refetch()}>
            {t('dialog.retry')}
          </Button>
        </PaymentAlert>
      )}
      {intent.data?.provider === 'test' && (
        <TestCardForm intent={intent.data} amount={payAmount} flow={flow} />
      )}
      {intent.data?.provider === 'stripe' && (
        <Suspense fallback={<PaymentStatus message={t('stripe.loading')} />}>
          <StripePaymentSection intent={intent.data} amount={payAmount} flow={flow} />
        </Suspense>
      )}
      {intent.data && <SecuredBy provider={intent.data.provider} />}
    </Dialog>
  );
}
