import { z } from 'zod';
import { addChargeFields } from '../../../contract/driver-links';
import { currencyDecimals } from '../../../contract/money';

export const AMOUNT_MESSAGE = 'Please enter a valid amount';

/** The smallest amount and the input's step: 0.01 for two-decimal currencies (docs/product.md §5). */
export function amountStep(currency: string): number {
  return 1 / 10 ** currencyDecimals(currency);
}

function hasAtMostDecimals(text: string, decimals: number): boolean {
  const [, fraction = ''] = text.trim().split('.');
  return fraction.length <= decimals;
}

/**
 * docs/product.md §5 driver charge: reason required and trimmed, amount above 0 in the currency's decimals.
 * The amount stays text in the form (what the input holds) and becomes a number on submit.
 */
export function chargeFormSchema(currency: string) {
  const decimals = currencyDecimals(currency);
  return z.object({
    reason: addChargeFields.shape.reason,
    amount: z
      .string()
      .trim()
      .refine((text) => /^\d*\.?\d+$|^\d+\.$/.test(text), AMOUNT_MESSAGE)
      .refine((text) => hasAtMostDecimals(text, decimals), AMOUNT_MESSAGE)
      // The server's own rule (above 0, not absurd), so both sides agree.
      .refine((text) => addChargeFields.shape.amount.safeParse(text).success, AMOUNT_MESSAGE)
      .transform(Number),
  });
}

export type ChargeFormInput = z.input<ReturnType<typeof chargeFormSchema>>;
export type ChargeFormValues = z.output<ReturnType<typeof chargeFormSchema>>;
