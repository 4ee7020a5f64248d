import { otpRefusedEnvelope } from '../../../contract/user';
import { ApiError } from '../../../lib/api-client';

/**
 * When a refused send or verify says the phone is locked after too many wrong codes: the end of
 * the lock (epoch ms) from the answer's `lockedUntil`, or null for any other failure.
 */
export function otpLockedUntil(error: unknown): number | null {
  if (!(error instanceof ApiError) || error.status !== 429) return null;
  const parsed = otpRefusedEnvelope.safeParse(error.payload);
  const lockedUntil = parsed.success ? parsed.data.lockedUntil : undefined;
  return lockedUntil ? Date.parse(lockedUntil) : null;
}
