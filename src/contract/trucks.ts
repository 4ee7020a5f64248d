import { z } from 'zod';
import { envelope } from './envelope';
import { weightUnitSchema } from './loads';

export const documentSchema = z.object({ label: z.string(), url: z.string() });

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
  docs: z.object({ urls: z.array(documentSchema) }),
});
export type Truck = z.infer<typeof truckSchema>;
export const trucksResponse = envelope(z.array(truckSchema));
