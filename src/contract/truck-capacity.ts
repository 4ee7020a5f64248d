import type { z } from 'zod';
import type { weightUnitSchema } from './loads';
import { truckTypes } from './reference/truck-types';

export type WeightUnit = z.infer<typeof weightUnitSchema>;

const KG_PER: Record<WeightUnit, number> = { ton: 1000, kg: 1 };
/** Decimal tons times 1000 can land a hair above a whole kg (4.35 × 1000). */
const ROUNDING_KG = 1e-6;

export function weightInKg(weight: number, unit: WeightUnit): number {
  return weight * KG_PER[unit];
}

/** docs/product.md §3 truck type reference: how much a truck of this type carries, in kg. */
export function typeCapacityKg(typeName: string): number | undefined {
  return truckTypes.find((type) => type.name === typeName)?.weight;
}

type TruckWeight = { type: string; weight: number; weightUnit: WeightUnit };

/** A truck's max weight may not exceed what its type carries; an unknown type is not judged here. */
export function withinTypeCapacity({ type, weight, weightUnit }: TruckWeight): boolean {
  const capacity = typeCapacityKg(type);
  return capacity === undefined || weightInKg(weight, weightUnit) <= capacity + ROUNDING_KG;
}

/**
 * What a truck really carries: its own max weight, never more than its type's (trucks stored
 * before the type bounded them may say more).
 */
export function truckCapacityKg(truck: TruckWeight): number {
  const own = weightInKg(truck.weight, truck.weightUnit);
  const capacity = typeCapacityKg(truck.type);
  return capacity === undefined ? own : Math.min(own, capacity);
}

/** The truck's max weight in its own unit, as stored unless that is more than its type carries. */
export function cappedTruckWeight(truck: TruckWeight): number {
  const capacity = truckCapacityKg(truck);
  return weightInKg(truck.weight, truck.weightUnit) > capacity
    ? capacity / KG_PER[truck.weightUnit]
    : truck.weight;
}
