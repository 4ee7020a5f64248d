import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../../lib/api-client';
import { notifyError, notifySuccess } from '../../../../lib/toasts';
import { newIdempotencyKey } from '../../../../lib/idempotency-key';
import { updateQuoteStatus } from '../api/update-quote-status';
import { PaymentError, paymentErrorMessage } from '../utils/payment-error';

/** A payment the provider reports as succeeded; the server checks it again before accepting. */
export type PaidIntent = { paymentIntentId: string; paymentCreatedAt: string | number };

type Options = { quoteId: string; onAccepted: () => void };

/**
 * Pay, then accept the quote with that payment. A payment that went through is kept, so a
 * retry after a failed acceptance only asks to accept again and never charges twice.
 */
export function usePayAndAccept({ quoteId, onAccepted }: Options) {
  const { t } = useTranslation('payments');
  const [processing, setProcessing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [paid, setPaid] = useState<PaidIntent | null>(null);

  async function payAndAccept(pay: () => Promise<PaidIntent>) {
    setProcessing(true);
    setError(null);
    try {
      const payment = paid ?? (await pay());
      setPaid(payment);
      await acceptWithPayment(quoteId, payment);
      notifySuccess(t('success.toast'));
      onAccepted();
    } catch (failure) {
      const message = paymentErrorMessage(failure, t);
      setError(message);
      notifyError(message);
    } finally {
      setProcessing(false);
    }
  }

  return { processing, error, paid: paid !== null, payAndAccept };
}

async function acceptWithPayment(quoteId: string, payment: PaidIntent): Promise<void> {
  try {
    await updateQuoteStatus(
      {
        quoteId,
        status: 'accepted',
        paymentIntentId: payment.paymentIntentId,
        paymentStatus: 'succeeded',
        paymentCreatedAt: payment.paymentCreatedAt,
      },
      // Each attempt its own key: the server answers a repeat for the same payment as done, and
      // a refusal kept under one key (402) must not stand in the way of a later try.
      newIdempotencyKey(),
    );
  } catch (error) {
    throw new PaymentError(
      'acceptFailed',
      error instanceof ApiError ? error.serverMessage : undefined,
    );
  }
}

export type PayAndAccept = ReturnType<typeof usePayAndAccept>;
