import { currencyDecimals } from '../../../contract/money';
import type { DriverCharge } from '../api/link-details';

/**
 * SPEC §9: the driver page total sums approved amounts only; a charge waiting for approval or
 * rejected is not owed. Rounded to the currency's own decimals (DESIGN §6.4).
 */
export function approvedTotal(charges: readonly DriverCharge[], currency: string): number {
  const scale = 10 ** currencyDecimals(currency);
  const minor = charges
    .filter((charge) => charge.status === 'approved')
    .reduce((sum, charge) => sum + Math.round(charge.approvedAmount * scale), 0);
  return minor / scale;
}
