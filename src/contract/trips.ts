import { z } from 'zod';
import { envelope } from './envelope';
import { uuidSchema } from './loads';

export const tripStatusSchema = z.enum([
  'pending',
  'confirmed',
  'out_to_collect',
  'loaded',
  'out_to_unload',
  'completed',
  'cancelled',
]);
export type TripStatus = z.infer<typeof tripStatusSchema>;

/** SPEC §7: the client's basePrice and status are ignored; the server takes them from the quote. */
export const createTripRequest = z.strictObject({
  quoteId: uuidSchema,
  loadId: uuidSchema,
  truckId: uuidSchema.nullable().optional(),
  driverId: uuidSchema.nullable().optional(),
  basePrice: z.number().optional(),
  status: z.literal('confirmed').optional(),
});
export const createTripResponse = envelope(
  z.object({ tripId: z.string(), tripNumber: z.string() }),
);
export const tripByLoadResponse = envelope(
  z.object({ tripId: z.string(), status: tripStatusSchema }),
);
