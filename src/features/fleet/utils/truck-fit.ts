import type { z } from 'zod';
import type { weightSchema } from '../../../contract/loads';
import { truckCapacityKg, weightInKg, type WeightUnit } from '../../../contract/truck-capacity';

/** What a load asks of a truck: its weight, and the type and body the shipper chose (none for LTL). */
export type LoadNeeds = {
  weight: z.infer<typeof weightSchema>;
  truckType: string | null;
  truckSubType: string | null;
};

export type TruckTraits = {
  type: string;
  truckOption: string | null;
  weight: number;
  weightUnit: WeightUnit;
};

/** One way a truck does not match its load; the quote and the assignment warn, they do not block. */
export type TruckFitIssue =
  | { kind: 'type'; wanted: string; actual: string }
  | { kind: 'body'; wanted: string; actual: string | null }
  | { kind: 'weight'; loadKg: number; capacityKg: number };

/** Every mismatch between a load's needs and a truck, in the order a provider checks them. */
export function truckFitIssues(load: LoadNeeds, truck: TruckTraits): TruckFitIssue[] {
  const issues: TruckFitIssue[] = [];
  if (load.truckType && truck.type !== load.truckType) {
    issues.push({ kind: 'type', wanted: load.truckType, actual: truck.type });
  }
  if (load.truckSubType && truck.truckOption !== load.truckSubType) {
    issues.push({ kind: 'body', wanted: load.truckSubType, actual: truck.truckOption });
  }
  const loadKg = weightInKg(load.weight.value, load.weight.unit);
  const capacityKg = truckCapacityKg(truck);
  if (loadKg > capacityKg) issues.push({ kind: 'weight', loadKg, capacityKg });
  return issues;
}
