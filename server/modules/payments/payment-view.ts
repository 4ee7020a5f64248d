import type { LoadPayment, PaymentStatus } from '../../../src/contract/load-payments';
import { fromMinorUnits } from '../../../src/contract/money';
import type { PaymentRecord, RefundRecord } from './payment-records';

const REFUND_STATUS = {
  pending: 'refund_pending',
  succeeded: 'refunded',
  failed: 'refund_failed',
} as const satisfies Record<RefundRecord['status'], PaymentStatus>;

/** A payment as its shipper reads it: a refund, once there is one, is its state. */
export function toLoadPayment(payment: PaymentRecord, refund: RefundRecord | null): LoadPayment {
  const status: PaymentStatus = refund
    ? REFUND_STATUS[refund.status]
    : payment.status === 'canceled'
      ? 'failed'
      : payment.status;
  return {
    _id: payment.paymentIntentId,
    quoteId: payment.quoteId,
    amount: fromMinorUnits(payment.amountMinor, payment.currency),
    currency: payment.currency,
    status,
    createdAt: payment.createdAt.toISOString(),
    refund: refund && {
      amount: fromMinorUnits(refund.amountMinor, refund.currency),
      status: refund.status,
      createdAt: refund.createdAt.toISOString(),
      completedAt: refund.completedAt?.toISOString() ?? null,
    },
  };
}
