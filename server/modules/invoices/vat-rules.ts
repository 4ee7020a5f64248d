import { countries } from '../../../src/contract/reference';

/** Standard VAT rates (percent) of the GCC countries: Kuwait and Qatar have none yet. */
export const VAT_RATES: Readonly<Record<string, number>> = {
  SA: 15,
  BH: 10,
  AE: 5,
  OM: 5,
  QA: 0,
  KW: 0,
};

export type VatExemption = 'cross_border' | 'no_vat_in_country' | 'not_registered';

/** A stop's country as loads store it (its English name) to its ISO code. */
export function isoCodeOf(countryName: string): string {
  const country = countries.find(
    (entry) => entry.name === countryName || entry.isoCode === countryName,
  );
  return country?.isoCode ?? countryName;
}

/**
 * The VAT a deal carries. The service is supplied where the transport begins; transport from
 * one country to another (in or out of the GCC) is zero-rated, and a seller with no VAT number
 * cannot charge VAT at all.
 */
export function vatOf(deal: {
  originCountry: string;
  destinationCountry: string;
  sellerVatNumber: string | null;
}): { supplyCountry: string; rate: number; exemption: VatExemption | null } {
  const supplyCountry = deal.originCountry;
  if (deal.originCountry !== deal.destinationCountry) {
    return { supplyCountry, rate: 0, exemption: 'cross_border' };
  }
  const rate = VAT_RATES[supplyCountry] ?? 0;
  if (rate === 0) return { supplyCountry, rate, exemption: 'no_vat_in_country' };
  if (!deal.sellerVatNumber) return { supplyCountry, rate: 0, exemption: 'not_registered' };
  return { supplyCountry, rate, exemption: null };
}

/**
 * The VAT contained in a price that includes it, in minor units, rounded half up with integers
 * only: 115.00 SAR at 15 % holds 15.00; 100.000 BHD at 10 % holds 9.091.
 */
export function vatIncludedMinor(grossMinor: number, ratePercent: number): number {
  const divisor = 100 + ratePercent;
  return Math.floor((2 * grossMinor * ratePercent + divisor) / (2 * divisor));
}

/** A minor-unit amount as the fixed-decimal text ZATCA's QR and printed invoices show. */
export function minorToText(minor: number, decimals: number): string {
  const sign = minor < 0 ? '-' : '';
  const digits = String(Math.abs(minor)).padStart(decimals + 1, '0');
  if (decimals === 0) return sign + digits;
  return `${sign}${digits.slice(0, -decimals)}.${digits.slice(-decimals)}`;
}
