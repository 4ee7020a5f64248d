import { z } from 'zod';
import { envelope } from './envelope';
import { filterFields, pageFields, paginationSchema, queryNumber, sortFields } from './list-page';
import { storedFileSchema } from './files';
import { truckTypes } from './reference/truck-types';
import { weightUnitSchema } from './loads';
import { typeCapacityKg, withinTypeCapacity } from './truck-capacity';

/** 'inactive' is a retired truck: kept on its past trips, offered for nothing new. */
export const fleetStatusSchema = z.enum(['active', 'inactive']);
export type FleetStatus = z.infer<typeof fleetStatusSchema>;

export const truckSchema = z.object({
  _id: z.string(),
  id: z.string(),
  name: z.string(),
  model: z.string(),
  type: z.string(),
  truckOption: z.string().nullable(),
  licensePlate: z.string(),
  weight: z.number(),
  weightUnit: weightUnitSchema,
  status: fleetStatusSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
  docs: z.object({ urls: z.array(storedFileSchema) }),
});
export type Truck = z.infer<typeof truckSchema>;
export const trucksResponse = envelope(z.array(truckSchema)).extend({
  pagination: paginationSchema,
});

const requiredText = (message: string, max: number) =>
  z.string().trim().min(1, message).max(max, `Use at most ${max} characters.`);

/** The limit a refused max weight is told, in kg and in tons: 'at most 25,000 kg (25 ton)'. */
export function capacityLimitMessage(typeName: string, capacityKg: number): string {
  const kg = capacityKg.toLocaleString('en');
  const tons = (capacityKg / 1000).toLocaleString('en');
  return `A ${typeName} truck carries at most ${kg} kg (${tons} ton).`;
}

/**
 * docs/product.md §5 Add Truck: name, plate and model required; the type, its body and its capacity come
 * from the reference (docs/product.md §3). Editing a truck sends the same fields.
 */
export const createTruckRequest = z
  .strictObject({
    name: requiredText('Name is required.', 80),
    model: requiredText('Model is required.', 80),
    licensePlate: requiredText('License plate is required.', 20),
    type: z.string().refine((name) => truckTypes.some((type) => type.name === name), {
      message: 'Choose a truck type.',
    }),
    weight: z.number().min(0.001, 'Max weight must be a positive number.').max(100_000),
    weightUnit: weightUnitSchema.default('ton'),
    truckOption: z.string().nullable().optional(),
  })
  .superRefine((truck, context) => {
    const capacity = typeCapacityKg(truck.type);
    if (capacity !== undefined && !withinTypeCapacity(truck)) {
      context.addIssue({
        code: 'custom',
        path: ['weight'],
        message: capacityLimitMessage(truck.type, capacity),
      });
    }
  })
  .refine(
    (truck) =>
      !truck.truckOption ||
      truckTypes.find((type) => type.name === truck.type)?.options.includes(truck.truckOption),
    { message: 'Choose a body type this truck type offers.', path: ['truckOption'] },
  );
export type CreateTruckRequest = z.input<typeof createTruckRequest>;
/** PUT /api/trucks/{id}: the whole truck again, under the same rules as adding it. */
export const updateTruckRequest = createTruckRequest;

export const truckResponse = envelope(truckSchema);
/** GET /api/trucks and /api/drivers: every one of the group's, or only active or retired ones. */
/** The Trucks list's column ids (docs/product.md §2), for its order and its filters. */
export const TRUCK_LIST_COLUMNS = ['id', 'model', 'licensePlate', 'status', 'added'] as const;
/** GET /api/trucks: a page of the group's trucks, ordered and filtered as the list asks. */
export const trucksQuery = z.object({
  status: fleetStatusSchema.optional(),
  ...pageFields(queryNumber),
  ...sortFields(TRUCK_LIST_COLUMNS),
  ...filterFields(['id', 'model', 'licensePlate']),
});
export type TrucksQuery = z.input<typeof trucksQuery>;
export const truckIdParams = z.object({ id: z.string().uuid('Truck not found') });

/** POST /api/{trucks|drivers}/docs/{id} and /api/trucks/images/{id}: the owner's files after upload. */
export const uploadedDocsResponse = envelope(z.object({ docs: z.array(storedFileSchema) }));
