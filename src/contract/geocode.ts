import { z } from 'zod';
import { envelope } from './envelope';
import { coordinatesSchema } from './reference';

export const geocodeSearchQuery = z.object({
  q: z
    .string()
    .trim()
    .min(2, 'Type at least 2 characters to search for a place.')
    .max(100, 'A place search can be at most 100 characters.'),
});

export const geocodedPlaceSchema = z.object({
  name: z.string(),
  country: z.string(),
  coordinates: coordinatesSchema,
});
export type GeocodedPlace = z.infer<typeof geocodedPlaceSchema>;

export const geocodeSearchResponse = envelope(z.array(geocodedPlaceSchema));
