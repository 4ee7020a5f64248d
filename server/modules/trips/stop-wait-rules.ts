import {
  WAITING_BILLING_STEP_MINUTES,
  type StopWait,
  type TripStop,
} from '../../../src/contract/stop-waits';
import { currencyDecimals } from '../../../src/contract/money';
import type { StopVisit } from '../positions/stop-visit-rules';

const MINUTE_MS = 60_000;

/** The status steps that end a stop even when no fix away was received (the phone went quiet). */
export type StopEnds = {
  outToUnloadAt: Date | null;
  completedAt: Date | null;
  /** When the trip was cancelled, if it was. */
  cancelledAt: Date | null;
};

function endOf(stop: TripStop, visit: StopVisit, ends: StopEnds): Date | null {
  if (visit.departedAt) return visit.departedAt;
  // Out to unload means the pickup is behind the truck; Completed means the goods are handed over.
  const byStatus = stop === 'pickup' ? (ends.outToUnloadAt ?? ends.completedAt) : ends.completedAt;
  return byStatus ?? ends.cancelledAt;
}

export function toStopWait(
  stop: TripStop,
  visit: StopVisit,
  context: { ends: StopEnds; now: Date; freeMinutes: number; waitingCharged: boolean },
): StopWait {
  const end = endOf(stop, visit, context.ends);
  const waitedMinutes = Math.max(
    0,
    Math.floor(((end ?? context.now).getTime() - visit.arrivedAt.getTime()) / MINUTE_MS),
  );
  return {
    arrivedAt: visit.arrivedAt.toISOString(),
    departedAt: visit.departedAt?.toISOString() ?? null,
    waitedMinutes,
    stillThere: end === null,
    freeMinutes: context.freeMinutes,
    extraMinutes: Math.max(0, waitedMinutes - context.freeMinutes),
    waitingCharged: context.waitingCharged,
  };
}

/**
 * What a waiting charge bills: the minutes beyond the free time, rounded up to the started
 * quarter-hour, at the hourly rate, rounded to the currency's decimals (3 for KWD, BHD, OMR).
 */
export function waitingChargeAmount(
  extraMinutes: number,
  ratePerHour: number,
  currency: string,
): { billedMinutes: number; amount: number } {
  const step = WAITING_BILLING_STEP_MINUTES;
  const billedMinutes = Math.ceil(extraMinutes / step) * step;
  const scale = 10 ** currencyDecimals(currency);
  return { billedMinutes, amount: Math.round((billedMinutes / 60) * ratePerHour * scale) / scale };
}
