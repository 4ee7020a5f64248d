import type { TripStatus } from '../../../src/contract/trips';
import { HttpError } from '../../lib/http-error';

export const TRIP_STATUS_MESSAGES = {
  updated: 'Trip status updated successfully',
  forwardOnly: 'Trip status can only move forward.',
  ended: 'This trip has ended; its status can no longer change.',
} as const;

/** The road a trip travels (docs/architecture.md §6.8); cancelled is off it. */
const ROAD: readonly TripStatus[] = [
  'pending',
  'confirmed',
  'out_to_collect',
  'loaded',
  'out_to_unload',
  'completed',
];

/** Forward only: steps may be skipped, never repeated or undone, and an ended trip stays ended. */
export function assertForwardMove(from: TripStatus, to: TripStatus): void {
  if (from === 'completed' || from === 'cancelled') {
    throw new HttpError(409, TRIP_STATUS_MESSAGES.ended);
  }
  if (ROAD.indexOf(to) <= ROAD.indexOf(from)) {
    throw new HttpError(409, TRIP_STATUS_MESSAGES.forwardOnly);
  }
}

/**
 * When the step happened: the device's time when it sent one (the outbox may deliver it late),
 * kept between the trip's start and now so a wrong phone clock cannot put it outside the trip.
 */
export function stepTime(recordedAt: string | undefined, tripCreatedAt: Date, now: Date): Date {
  if (!recordedAt) return now;
  const time = new Date(recordedAt).getTime();
  return new Date(Math.min(now.getTime(), Math.max(tripCreatedAt.getTime(), time)));
}
