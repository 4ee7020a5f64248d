import { z } from 'zod';

/** The last page a list may be asked for: beyond it the offset would be meaningless. */
export const MAX_PAGE = 100_000;

/**
 * A page size chosen by the client: a whole number from 1, `fallback` when left out, and at
 * most `max` rows however many are asked for (a larger size is clamped, not refused).
 * `number` is `z.coerce.number()` for a query string.
 */
export function pageSize(fallback: number, max: number, number = z.number()) {
  return number
    .int('Choose a whole number of rows per page.')
    .min(1, 'Choose at least 1 row per page.')
    .default(fallback)
    .transform((size) => Math.min(size, max));
}
