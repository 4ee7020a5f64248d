import type { StopWait, TripStop } from '../../../src/contract/stop-waits';
import { HttpError } from '../../lib/http-error';

/** Said per stop, so each reads as a whole sentence in every language. */
export const WAITING_CHARGE_MESSAGES = {
  notArrived: {
    pickup: 'The truck has not arrived at the pickup yet.',
    delivery: 'The truck has not arrived at the delivery yet.',
  },
  stillThere: {
    pickup: 'The truck is still at the pickup. Add the waiting charge once it has left.',
    delivery: 'The truck is still at the delivery. Add the waiting charge once it has left.',
  },
  withinFreeTime: {
    pickup: 'Waiting at the pickup did not go beyond your free waiting time.',
    delivery: 'Waiting at the delivery did not go beyond your free waiting time.',
  },
  alreadyCharged: {
    pickup: 'A waiting charge for the pickup was already added.',
    delivery: 'A waiting charge for the delivery was already added.',
  },
  noRate: 'Enter your hourly waiting rate for this currency first.',
  tripCancelled: 'This trip was cancelled.',
  added: 'Waiting charge added',
} as const;

/** The charge's reason, as the provider and the shipper read it (translated for each). */
export const WAITING_CHARGE_REASONS = {
  pickup: 'Waiting at pickup',
  delivery: 'Waiting at delivery',
} as const satisfies Record<TripStop, string>;

/**
 * A waiting charge is for waiting that is over and went beyond the free time, once per stop: the
 * accounts department bills a known number of hours, and never the same hours twice.
 */
export function assertWaitingChargeable(stop: TripStop, wait: StopWait | null): StopWait {
  const messages = WAITING_CHARGE_MESSAGES;
  if (!wait) throw new HttpError(409, messages.notArrived[stop]);
  if (wait.waitingCharged) throw new HttpError(409, messages.alreadyCharged[stop]);
  if (wait.stillThere) throw new HttpError(409, messages.stillThere[stop]);
  if (wait.extraMinutes <= 0) throw new HttpError(409, messages.withinFreeTime[stop]);
  return wait;
}
