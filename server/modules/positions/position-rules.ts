import type { TripStatus } from '../../../src/contract/trips';
import { HttpError } from '../../lib/http-error';

export const POSITION_MESSAGES = {
  notInProgress: 'Tracking is only for trips in progress.',
  future: "This position's time is in the future. Check the phone's date and time.",
  stale: 'This position is more than 7 days old.',
} as const;

/** From Start Trip to arrival: the truck is on its way to the pickup or the delivery. */
export const TRACKED_STATUSES: readonly TripStatus[] = [
  'confirmed',
  'out_to_collect',
  'loaded',
  'out_to_unload',
];

/** A phone's clock may run a little fast; more than this is a wrong clock, not a late fix. */
const FUTURE_ALLOWANCE_MS = 2 * 60_000;
/** The outbox keeps positions while offline; older than this is no use to anyone. */
const OLDEST_MS = 7 * 24 * 60 * 60_000;

export function assertRecordedAtAcceptable(recordedAt: Date, now: Date): void {
  const age = now.getTime() - recordedAt.getTime();
  if (age < -FUTURE_ALLOWANCE_MS) throw new HttpError(400, POSITION_MESSAGES.future);
  if (age > OLDEST_MS) throw new HttpError(400, POSITION_MESSAGES.stale);
}

export function assertTracked(status: TripStatus): void {
  if (!TRACKED_STATUSES.includes(status)) throw new HttpError(409, POSITION_MESSAGES.notInProgress);
}
