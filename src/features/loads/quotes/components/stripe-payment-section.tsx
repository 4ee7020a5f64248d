import { useMemo } from 'react';
import { Elements } from '@stripe/react-stripe-js';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button/button';
import { useClientConfig } from '../../../../lib/client-config';
import type { PaymentIntent } from '../api/create-payment-intent';
import type { PayAndAccept } from '../hooks/use-pay-and-accept';
import { useStripeJs } from '../hooks/use-stripe-js';
import { stripeAppearance } from '../utils/stripe-appearance';
import { PaymentAlert } from './payment-alert';
import { PaymentStatus } from './payment-status';
import { StripePaymentForm } from './stripe-payment-form';

type StripePaymentSectionProps = { intent: PaymentIntent; amount: string; flow: PayAndAccept };

/**
 * The Stripe card form: the publishable key from /api/config, Stripe.js within 15 s, then the
 * Payment Element. A default export so the payment dialog can load it (and Stripe) lazily.
 */
export default function StripePaymentSection(props: StripePaymentSectionProps) {
  const { t } = useTranslation('payments');
  const config = useClientConfig();
  if (config.isPending) return <PaymentStatus message={t('stripe.loading')} />;
  if (config.isError) {
    return (
      <PaymentAlert message={t('errors.fallback')}>
        <Button variant="ghost" size="sm" onClick={() => config.refetch()}>
          {t('stripe.retry')}
        </Button>
      </PaymentAlert>
    );
  }
  const key = config.data.stripePublishableKey;
  if (!key) return <PaymentAlert message={t('stripe.keyMissing')} />;
  return <StripeElements publishableKey={key} {...props} />;
}

function StripeElements({
  publishableKey,
  intent,
  amount,
  flow,
}: StripePaymentSectionProps & { publishableKey: string }) {
  const { t } = useTranslation('payments');
  const { state, retry } = useStripeJs(publishableKey);
  const options = useMemo(
    () => ({ clientSecret: intent.clientSecret, appearance: stripeAppearance() }),
    [intent.clientSecret],
  );

  if (state.status === 'loading') return <PaymentStatus message={t('stripe.loading')} />;
  if (state.status === 'initFailed') return <PaymentAlert message={t('stripe.initFailed')} />;
  if (state.status === 'loadFailed') {
    const { reason } = state.error;
    const reasonText =
      'timedOutAfterMs' in reason
        ? t('stripe.timeoutReason', { seconds: reason.timedOutAfterMs / 1000 })
        : reason.message;
    return (
      <PaymentAlert message={t('stripe.loadFailed', { reason: reasonText })}>
        <Button variant="ghost" size="sm" onClick={retry}>
          {t('stripe.retry')}
        </Button>
      </PaymentAlert>
    );
  }
  return (
    <Elements stripe={state.stripe} options={options}>
      <StripePaymentForm amount={amount} flow={flow} />
    </Elements>
  );
}
