import { z } from 'zod';
import { fromMinorUnits, toMinorUnits } from './money';

/**
 * What a trip costs the shipper, the same number on every role's screen (issue 18): the base
 * price (the accepted quote) plus the driver's charges the provider approved. Pending and rejected
 * charges add nothing. The server computes it with `tripPrice` and every view carries it.
 */
export const tripPriceSchema = z.object({
  basePrice: z.number(),
  approvedCharges: z.number(),
  total: z.number(),
});
export type TripPrice = z.infer<typeof tripPriceSchema>;

type PricedCharge = { status: 'pending' | 'approved' | 'rejected'; approvedAmount: number };

/** Summed in the currency's minor units, so 0.1 + 0.2 is 0.3 and KWD keeps its 3 decimals. */
export function tripPrice(
  basePrice: number,
  charges: readonly PricedCharge[],
  currency: string,
): TripPrice {
  const approvedMinor = charges
    .filter((charge) => charge.status === 'approved')
    .reduce((sum, charge) => sum + toMinorUnits(charge.approvedAmount, currency), 0);
  const baseMinor = toMinorUnits(basePrice, currency);
  return {
    basePrice: fromMinorUnits(baseMinor, currency),
    approvedCharges: fromMinorUnits(approvedMinor, currency),
    total: fromMinorUnits(baseMinor + approvedMinor, currency),
  };
}
