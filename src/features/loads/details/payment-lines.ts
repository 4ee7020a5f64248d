import type { LoadPayment, PaymentStatus } from '../../../contract/load-payments';

/**
 * Money that moved or is moving. An intent never paid (`requires_payment`) and a declined card
 * (`failed`) took nothing from the shipper, so they are left out.
 */
const SHOWN: ReadonlySet<PaymentStatus> = new Set([
  'succeeded',
  'processing',
  'refund_pending',
  'refunded',
  'refund_failed',
]);

export function shownPayments(payments: readonly LoadPayment[] | undefined): LoadPayment[] {
  return (payments ?? []).filter((payment) => SHOWN.has(payment.status));
}

export type PaymentLineKey = 'paid' | 'processing' | 'refundPending' | 'refunded' | 'refundFailed';

export type PaymentLine = {
  /** Under `history.lines` in payments.json. */
  key: PaymentLineKey;
  /** The money the line is about: the refund's once there is one, else the payment's. */
  amount: number;
  /** When it happened: paid, or refunded for a refunded payment. */
  at: string | null;
};

/** The one sentence a payment earns in the Payments card. */
export function paymentLine(payment: LoadPayment): PaymentLine {
  const refundAmount = payment.refund?.amount ?? payment.amount;
  switch (payment.status) {
    case 'refunded':
      return {
        key: 'refunded',
        amount: refundAmount,
        at: payment.refund?.completedAt ?? payment.refund?.createdAt ?? null,
      };
    case 'refund_pending':
      return { key: 'refundPending', amount: refundAmount, at: payment.refund?.createdAt ?? null };
    case 'refund_failed':
      return { key: 'refundFailed', amount: refundAmount, at: payment.refund?.completedAt ?? null };
    case 'processing':
      return { key: 'processing', amount: payment.amount, at: payment.createdAt };
    default:
      return { key: 'paid', amount: payment.amount, at: payment.createdAt };
  }
}
