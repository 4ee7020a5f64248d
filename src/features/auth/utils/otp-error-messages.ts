import type { TFunction } from 'i18next';
import { ApiError } from '../../../lib/api-client';

/** A 429's message with how long to wait, unless the server's message already says. */
export function withWait(message: string, seconds: number | undefined, t: TFunction): string {
  if (!seconds || /\d/.test(message)) return message;
  return `${message} ${t('auth:errors.waitSeconds', { count: seconds })}`;
}

/** docs/product.md §8: a refused send shows the server's message; no answer at all, the generic one. */
export function sendOtpErrorMessage(error: unknown, t: TFunction): string {
  const fallback = t('auth:errors.sendFailed');
  if (!(error instanceof ApiError) || error.isNetworkError) return fallback;
  return withWait(error.serverMessage ?? fallback, error.retryAfterSeconds, t);
}

/** docs/product.md §8: a failed verify shows the server's message or 'Invalid OTP. Please try again.' */
export function verifyOtpErrorMessage(error: unknown, t: TFunction): string {
  const fallback = t('auth:errors.invalidOtp');
  if (!(error instanceof ApiError)) return fallback;
  return withWait(error.serverMessage ?? fallback, error.retryAfterSeconds, t);
}
