import type { TFunction } from 'i18next';
import { z } from 'zod';
import { currencyDecimals } from '../../../contract/money';
import { formatMoney } from '../../../lib/format';

export type AdjustedAmountInput = { amount: string };

/**
 * An approved amount above 0 and at most what the driver claimed, rounded to the currency's
 * own decimals (KWD, BHD and OMR have 3).
 */
export function adjustedAmountSchema(
  claimed: number,
  currency: string,
  t: TFunction<'driver-links'>,
) {
  const decimals = currencyDecimals(currency);
  const message = t('charges.amountInvalid', { max: formatMoney(claimed, currency) });
  return z.object({
    amount: z
      .string()
      .trim()
      .regex(/^\d+(\.\d+)?$/, message)
      .transform((text) => Number(Number(text).toFixed(decimals)))
      .refine((amount) => amount > 0 && amount <= claimed, message),
  });
}
