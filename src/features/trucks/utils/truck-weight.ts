import i18next from 'i18next';
import { truckTypes } from '../../../contract/reference';
import { weightInKg, type WeightUnit } from '../../../contract/truck-capacity';
import { currentFormatLocale } from '../../../lib/current-language';

export type { WeightUnit };
/** docs/product.md §9: a truck's weight is shown in kg whatever unit it was entered in. */
export { weightInKg };

/** "4,200 kg", "4,200 كغم": the unit in the language shown (common.json `weight`). */
export function formatKg(kg: number, locale = currentFormatLocale()): string {
  const value = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(kg);
  return i18next.t('common:weight.kg', { value });
}

/** The max weight a truck type suggests, in the unit the form shows: '4.2' ton or '4200' kg. */
export function suggestedWeight(typeName: string, unit: WeightUnit): string {
  const type = truckTypes.find((candidate) => candidate.name === typeName);
  return type ? String(type.weight / weightInKg(1, unit)) : '';
}

/** What the weight input keeps of a keystroke or paste: digits and at most one decimal point. */
export function sanitizeWeightInput(raw: string): string {
  const cleaned = raw.replace(/[^\d.]/g, '');
  const point = cleaned.indexOf('.');
  return point === -1
    ? cleaned
    : `${cleaned.slice(0, point + 1)}${cleaned.slice(point + 1).replaceAll('.', '')}`;
}

/** The typed weight as a number above 0, or null. */
export function parseWeightInput(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d*\.?\d*$/.test(trimmed) || !/\d/.test(trimmed)) return null;
  const value = Number(trimmed);
  return Number.isFinite(value) && value > 0 ? value : null;
}
