import { z } from 'zod';
import { envelope, errorEnvelope } from './envelope';
import { CURRENCIES } from './money';

/**
 * Arrival and waiting at a trip's stops, stamped from the positions the driver's phone sends
 * (issue 21 §3, docs/architecture.md §5 Position). Only a stop with coordinates is watched.
 */
export const tripStopSchema = z.enum(['pickup', 'delivery']);
export type TripStop = z.infer<typeof tripStopSchema>;

/** The provider's default: two hours at each stop before waiting is charged. */
export const DEFAULT_FREE_WAITING_MINUTES = 120;
/** Waiting is billed by the started quarter-hour beyond the free time, as detention usually is. */
export const WAITING_BILLING_STEP_MINUTES = 15;

export const stopWaitSchema = z.object({
  /** The recorded time of the first position within 300 m of the stop. */
  arrivedAt: z.string(),
  /** The first position more than 500 m away after arriving; null while none came. */
  departedAt: z.string().nullable(),
  /**
   * Until departure; without one, until the status step that ended the stop (Out to unload for
   * the pickup, Completed for the delivery), else until now: the truck is still there.
   */
  waitedMinutes: z.number().int().min(0),
  stillThere: z.boolean(),
  /** The trip's provider's free waiting time when this answer was made. */
  freeMinutes: z.number().int().min(0),
  /** Minutes waited beyond the free time; 0 within it. */
  extraMinutes: z.number().int().min(0),
  /** Whether a waiting charge for this stop was added (the provider adds at most one). */
  waitingCharged: z.boolean(),
});
export type StopWait = z.infer<typeof stopWaitSchema>;

/** Per stop; null until the truck arrived there (or when the stop has no coordinates). */
export const stopWaitsSchema = z.object({
  pickup: stopWaitSchema.nullable(),
  delivery: stopWaitSchema.nullable(),
});
export type StopWaits = z.infer<typeof stopWaitsSchema>;

const currencyCode = z.enum(CURRENCIES as [string, ...string[]], {
  message: 'Choose a currency we support.',
});
/** A provider's waiting rate per hour in one currency. */
export const hourlyRateSchema = z
  .number({ message: 'Please enter a valid hourly rate' })
  .positive('Please enter a valid hourly rate')
  .max(100_000, 'Please enter a valid hourly rate');

/**
 * The provider's waiting terms: free minutes at each stop, and a rate per hour in each currency
 * it quotes in (a load's currency is its country's, so one rate cannot serve SAR and KWD).
 */
export const waitingTermsSchema = z.strictObject({
  freeWaitingMinutes: z
    .number()
    .int('Free waiting time is a whole number of minutes.')
    .min(0, 'Free waiting time is 0 to 24 hours.')
    .max(24 * 60, 'Free waiting time is 0 to 24 hours.'),
  waitingRates: z.partialRecord(currencyCode, hourlyRateSchema),
});
export type WaitingTerms = z.infer<typeof waitingTermsSchema>;
export const waitingTermsResponse = envelope(waitingTermsSchema);

/**
 * One tap on Add waiting charge. The rate is the provider's saved rate for the load's currency;
 * `ratePerHour`, when sent, is used instead and saved as that rate for the next time.
 */
export const waitingChargeRequest = z.strictObject({
  stop: tripStopSchema,
  ratePerHour: hourlyRateSchema.optional(),
});

/** A refused tap: `rateNeeded` when no hourly rate is saved for the load's currency yet. */
export const waitingChargeRefusal = errorEnvelope.extend({
  rateNeeded: z.literal(true).optional(),
});
