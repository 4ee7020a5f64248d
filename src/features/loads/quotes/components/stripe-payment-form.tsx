import { PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { PayAndAccept, PaidIntent } from '../hooks/use-pay-and-accept';
import { PaymentError } from '../utils/payment-error';
import { PayButton } from './pay-button';
import { PayFlowError } from './pay-flow-error';

type StripePaymentFormProps = { amount: string; flow: PayAndAccept };

/** Stripe's Payment Element; confirmed in place, leaving the page only when the method needs it. */
export function StripePaymentForm({ amount, flow }: StripePaymentFormProps) {
  const { t } = useTranslation('payments');
  const stripe = useStripe();
  const elements = useElements();

  const pay = async (): Promise<PaidIntent> => {
    if (!stripe || !elements) throw new PaymentError('provider', t('stripe.stillLoading'));
    const result = await stripe.confirmPayment({
      elements,
      // Only redirect-based methods use it; the webhook accepts the quote when they come back.
      confirmParams: { return_url: window.location.href },
      redirect: 'if_required',
    });
    if (result.error) throw new PaymentError('provider', result.error.message);
    if (result.paymentIntent.status !== 'succeeded') throw new PaymentError('notCompleted');
    return {
      paymentIntentId: result.paymentIntent.id,
      paymentCreatedAt: result.paymentIntent.created,
    };
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void flow.payAndAccept(pay);
  };

  return (
    <form className="payment-form" noValidate onSubmit={onSubmit}>
      <PaymentElement options={{ readOnly: flow.processing || flow.paid }} />
      <PayFlowError flow={flow} />
      <PayButton amount={amount} flow={flow} />
    </form>
  );
}
