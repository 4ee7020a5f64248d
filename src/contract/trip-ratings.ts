import { z } from 'zod';
import { envelope } from './envelope';

export const TRIP_RATING_COMMENT_MAX = 500;

/** POST /api/loads/{loadId}/rating: the shipper rates the completed trip's driver. */
export const rateTripRequest = z.strictObject({
  stars: z
    .number({ message: 'Choose a rating from 1 to 5 stars.' })
    .int('Choose a rating from 1 to 5 stars.')
    .min(1, 'Choose a rating from 1 to 5 stars.')
    .max(5, 'Choose a rating from 1 to 5 stars.'),
  comment: z
    .string()
    .trim()
    .max(TRIP_RATING_COMMENT_MAX, `Use at most ${TRIP_RATING_COMMENT_MAX} characters.`)
    .optional(),
});
export type RateTripRequest = z.input<typeof rateTripRequest>;

/** The shipper's rating of a trip: one per trip, a new one replaces it. */
export const tripRatingSchema = z.object({
  stars: z.number().int(),
  comment: z.string().nullable(),
  ratedAt: z.string(),
});
export type TripRating = z.infer<typeof tripRatingSchema>;

export const tripRatingResponse = envelope(tripRatingSchema);
