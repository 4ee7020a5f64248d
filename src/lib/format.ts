import i18next from 'i18next';
import { currencyDecimals } from '../contract/money';
import { currentFormatLocale } from './current-language';

// Dates apart (./format-date): they need no reference data, so the offline banner shown on every
// page, the driver link page's first screen included, loads without it (issue 8 web budgets).
export { ageText, formatDate, formatDateTime, formatIsoDay } from './format-date';

/**
 * Money in the load's own currency with that currency's decimals (docs/architecture.md §6.4): "SAR 1,250.00",
 * in the language shown (Western digits, docs/architecture.md §10).
 */
export function formatMoney(
  amount: number,
  currency: string,
  locale = currentFormatLocale(),
): string {
  const decimals = currencyDecimals(currency);
  const number = new Intl.NumberFormat(locale, {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(amount);
  return `${currency} ${number}`;
}

/** "7 ton", "7 طن": the unit in the language shown (common.json `weight`). */
export function formatWeight(weight: { value: number; unit: 'ton' | 'kg' }): string {
  const value = new Intl.NumberFormat(currentFormatLocale(), { maximumFractionDigits: 3 });
  return i18next.t(`common:weight.${weight.unit}`, { value: value.format(weight.value) });
}
