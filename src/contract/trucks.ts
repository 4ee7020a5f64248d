import { z } from 'zod';
import { envelope } from './envelope';
import { storedFileSchema } from './files';
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
