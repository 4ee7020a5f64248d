import type { z } from 'zod';
import type { decideChargeRequest } from '../../../src/contract/driver-links';
import { HttpError } from '../../lib/http-error';
import type { TripChargeRow } from './trip-charges.schema';

export type ChargeDecision = z.infer<typeof decideChargeRequest>;

export const DECISION_MESSAGES = {
  approved: 'Charge approved',
  rejected: 'Charge rejected',
  alreadyDecided: 'This charge was already decided.',
  aboveCharge: 'The approved amount cannot be more than the charge.',
  invalidAmount: 'Please enter a valid amount',
} as const;

/** Amounts are kept to 3 decimals (KWD, BHD, OMR); compare what would be stored. */
const toStoredPrecision = (amount: number) => Math.round(amount * 1000) / 1000;

/**
 * A pending charge is approved in full or for less, or rejected; once decided it stays decided,
 * because the shipper may already have seen the approved amount.
 */
export function outcomeOf(
  charge: Pick<TripChargeRow, 'status' | 'amount'>,
  decision: ChargeDecision,
): Pick<TripChargeRow, 'status' | 'approvedAmount'> {
  if (charge.status !== 'pending') throw new HttpError(409, DECISION_MESSAGES.alreadyDecided);
  if (decision.decision === 'reject') return { status: 'rejected', approvedAmount: 0 };
  const approvedAmount = toStoredPrecision(decision.approvedAmount ?? charge.amount);
  if (approvedAmount <= 0) throw new HttpError(400, DECISION_MESSAGES.invalidAmount);
  if (approvedAmount > charge.amount) throw new HttpError(400, DECISION_MESSAGES.aboveCharge);
  return { status: 'approved', approvedAmount };
}
