import { countries } from './countries';

/** ISO 4217 minor-unit digits of the Gulf currencies: KWD, BHD and OMR have 3 (docs/architecture.md §6.4). */
export function currencyDecimals(currency: string): number {
  return countries.find((country) => country.currency === currency)?.currencyDecimals ?? 2;
}

export const CURRENCIES = [...new Set(countries.map((country) => country.currency))].sort();

/** Amounts in minor units for the payment provider: 12.35 KWD → 12350, 12.35 SAR → 1235. */
export function toMinorUnits(amount: number, currency: string): number {
  return Math.round(amount * 10 ** currencyDecimals(currency));
}

export function fromMinorUnits(minor: number, currency: string): number {
  return minor / 10 ** currencyDecimals(currency);
}
