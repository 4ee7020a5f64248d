import type { Load, LoadQuote } from '../../../contract/loads';
import { canMarkLoadReady } from '../../../contract/statuses';

/**
 * The one thing the shipper should do now on Load Details (issue 18): it picks the loud button;
 * everything else on the panel is secondary.
 * - `awaitQuotes`: nothing to do but wait; the promise of a quote within 60 minutes says so.
 * - `reviewQuotes`: open the best quote (the lowest price waiting) to pay and accept it.
 * - `awaitTrip`: a quote is accepted and paid; the provider starts the trip next.
 * - `followTrip`: the trip runs; its timeline and the truck's position are what matters.
 * - `rateDriver`: the load is delivered and its driver not rated yet: the shipper's word on them.
 * - `viewReceipt`: the load is delivered and rated; what remains is the receipt of what was paid.
 * - `none`: cancelled, or delivered with no payment to show.
 */
export type LoadNextStep =
  | { kind: 'awaitQuotes' }
  | { kind: 'reviewQuotes'; quoteId: string; waiting: number }
  | { kind: 'awaitTrip' }
  | { kind: 'followTrip' }
  | { kind: 'rateDriver' }
  | { kind: 'viewReceipt'; paymentId: string }
  | { kind: 'none' };

type NextStepLoad = Pick<
  Load,
  'status' | 'quotes' | 'tripId' | 'payments' | 'driverDetails' | 'tripRating'
>;

/** A delivered load's driver the shipper has not rated yet (only the shipper's view says). */
export const awaitsRating = (load: Omit<NextStepLoad, 'quotes' | 'payments'>) =>
  load.status === 'completed' &&
  load.tripId !== null &&
  load.driverDetails !== null &&
  load.tripRating === null;

/** The cheapest quote still waiting for a decision; the earlier one when two cost the same. */
export function bestWaitingQuote(quotes: readonly LoadQuote[]): LoadQuote | null {
  const waiting = quotes.filter((quote) => quote.status === 'pending');
  return waiting.reduce<LoadQuote | null>((best, quote) => {
    if (!best || quote.amount < best.amount) return quote;
    if (quote.amount === best.amount && quote.createdAt < best.createdAt) return quote;
    return best;
  }, null);
}

export function loadNextStep(load: NextStepLoad): LoadNextStep {
  switch (load.status) {
    case 'cancelled':
      return { kind: 'none' };
    case 'completed': {
      if (awaitsRating(load)) return { kind: 'rateDriver' };
      // The payment that bought the trip: succeeded and kept (a refunded one bought nothing).
      const paid = load.payments?.find((payment) => payment.status === 'succeeded');
      return paid ? { kind: 'viewReceipt', paymentId: paid._id } : { kind: 'none' };
    }
    case 'pending':
      break;
    default:
      return { kind: 'followTrip' };
  }
  if (load.tripId) return { kind: 'followTrip' };
  if (load.quotes.some((quote) => quote.status === 'accepted')) return { kind: 'awaitTrip' };
  const best = bestWaitingQuote(load.quotes);
  if (!best) return { kind: 'awaitQuotes' };
  const waiting = load.quotes.filter((quote) => quote.status === 'pending').length;
  return { kind: 'reviewQuotes', quoteId: best._id, waiting };
}

/**
 * 'Set Load ready for pickup' is always secondary, and offered only until the truck is out to
 * collect (the server refuses it from then on) and while the load is not ready yet.
 */
export function offersMarkReady(load: Pick<Load, 'status' | 'timestamp'>): boolean {
  return canMarkLoadReady(load.status) && !load.timestamp.loadReadyAt;
}
