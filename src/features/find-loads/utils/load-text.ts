import type { FindLoadsRow } from '../../../contract/loads';

/** docs/product.md §2: a missing HSN code or material reads 'NA'. */
export function orNa(value: string | null | undefined, na: string): string {
  return value && value.trim() !== '' ? value : na;
}

/** Names a truck type or a body option in the reader's words. */
export type TruckWords = { truckType: (name: string) => string; body: (body: string) => string };

/**
 * The truck type with its body option as the fleet screens name it, e.g. '12M · Curtain side';
 * null for LTL loads.
 */
export function requiredTruck(
  row: Pick<FindLoadsRow, 'truckType' | 'truckSubType'>,
  words: TruckWords,
): string | null {
  if (!row.truckType) return null;
  const type = words.truckType(row.truckType);
  return row.truckSubType ? `${type} · ${words.body(row.truckSubType)}` : type;
}

/** The weight in kg so loads posted in tons and in kg sort together. */
export function weightInKg(weight: FindLoadsRow['weight']): number {
  return weight.unit === 'ton' ? weight.value * 1000 : weight.value;
}
