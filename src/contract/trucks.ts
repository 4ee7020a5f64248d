import { z } from 'zod';
import { envelope } from './envelope';
import { storedFileSchema } from './files';
import { truckTypes } from './reference/truck-types';
import { weightUnitSchema } from './loads';

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
  status: z.enum(['active', 'inactive']),
  createdAt: z.string(),
  updatedAt: z.string(),
  docs: z.object({ urls: z.array(storedFileSchema) }),
});
export type Truck = z.infer<typeof truckSchema>;
export const trucksResponse = envelope(z.array(truckSchema));

const requiredText = (message: string, max: number) =>
  z.string().trim().min(1, message).max(max, `Use at most ${max} characters.`);

/** SPEC §5 Add Truck: name, plate and model required; the type and body come from the reference. */
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
  .refine(
    (truck) =>
      !truck.truckOption ||
      truckTypes.find((type) => type.name === truck.type)?.options.includes(truck.truckOption),
    { message: 'Choose a body type this truck type offers.', path: ['truckOption'] },
  );
export type CreateTruckRequest = z.input<typeof createTruckRequest>;

export const truckResponse = envelope(truckSchema);
export const truckIdParams = z.object({ id: z.string().uuid('Truck not found') });

/** POST /api/{trucks|drivers}/docs/{id} and /api/trucks/images/{id}: the owner's files after upload. */
export const uploadedDocsResponse = envelope(z.object({ docs: z.array(storedFileSchema) }));
