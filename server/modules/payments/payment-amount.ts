import { currencyDecimals, toMinorUnits } from '../../../src/contract/money';
import { HttpError } from '../../lib/http-error';

/**
 * What the payment provider charges for an amount, in minor units (12.35 KWD → 12350).
 * Stripe wants 3-decimal currencies to end in 0; offers carry at most 2 decimals, so they do.
 */
export function chargeableMinorUnits(amount: number, currency: string): number {
  const minor = toMinorUnits(amount, currency);
  if (currencyDecimals(currency) === 3 && minor % 10 !== 0) {
    throw new HttpError(
      400,
      `${currency} payments are charged to 2 decimals; ask for a new quote.`,
    );
  }
  if (!Number.isSafeInteger(minor) || minor <= 0) {
    throw new HttpError(400, 'This amount cannot be charged.');
  }
  return minor;
}
