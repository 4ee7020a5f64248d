import type { TFunction } from 'i18next';
import { ApiError } from '../../../../lib/api-client';

type PaymentErrorCode =
  | 'noClientSecret'
  | 'notCompleted'
  /** The payment provider refused; `detail` carries its own words (a decline, a bad card). */
  | 'provider'
  /** Paid, but the server did not accept the quote; `detail` is the server's msg. */
  | 'acceptFailed';

/** A failure of the pay-and-accept flow that the payment dialog knows how to word. */
export class PaymentError extends Error {
  constructor(
    readonly code: PaymentErrorCode,
    readonly detail?: string,
  ) {
    super(detail ?? code);
    this.name = 'PaymentError';
  }
}

/** docs/product.md §8 Payment: the provider's or server's own message first, then the catalogue's words. */
export function paymentErrorMessage(error: unknown, t: TFunction): string {
  if (error instanceof PaymentError) {
    if (error.code === 'noClientSecret') return t('payments:errors.noClientSecret');
    if (error.code === 'notCompleted') return t('payments:errors.notCompleted');
    if (error.code === 'acceptFailed') return error.detail ?? t('payments:errors.acceptFailed');
    return error.detail ?? t('payments:errors.fallback');
  }
  if (error instanceof ApiError && error.serverMessage) return error.serverMessage;
  return t('payments:errors.fallback');
}
