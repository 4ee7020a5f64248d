import type { FindLoadsRow } from '../../../contract/loads';

type Place = { city: string; country: string };

/** 'City, Country' as the filters and table show a place. */
export function placeLabel({ city, country }: Place): string {
  return `${city}, ${country}`;
}

/** docs/product.md §2: a missing HSN code or material reads 'NA'. */
export function orNa(value: string | null | undefined, na: string): string {
  return value && value.trim() !== '' ? value : na;
}

/**
 * The truck type with its body option as the fleet screens name it, e.g. '12M · Curtain side';
 * null for LTL loads. `bodyLabel` names a body option in the reader's words.
 */
export function requiredTruck(
  row: Pick<FindLoadsRow, 'truckType' | 'truckSubType'>,
  bodyLabel: (body: string) => string,
): string | null {
  if (!row.truckType) return null;
  return row.truckSubType ? `${row.truckType} · ${bodyLabel(row.truckSubType)}` : row.truckType;
}

/** The weight in kg so loads posted in tons and in kg sort together. */
export function weightInKg(weight: FindLoadsRow['weight']): number {
  return weight.unit === 'ton' ? weight.value * 1000 : weight.value;
}
