import type { Load, LoadQuote } from '../../../../contract/loads';

/** Why a quote's actions are shown but cannot be used (docs/product.md §8 texts, keys in quotes.json). */
export type QuoteBlockReason = 'loadCancelled' | 'tripStarted' | 'otherAccepted';

export type QuoteActions =
  | { kind: 'pending'; blockedBy: QuoteBlockReason | null }
  | { kind: 'accepted'; blockedBy: QuoteBlockReason | null }
  | { kind: 'rejected' };

/** The first reason, if any, that keeps a quote's actions from being used. */
function blockReason(
  load: Pick<Load, 'status' | 'tripId'>,
  otherAccepted: boolean,
): QuoteBlockReason | null {
  if (load.status === 'cancelled') return 'loadCancelled';
  if (load.tripId !== null) return 'tripStarted';
  return otherAccepted ? 'otherAccepted' : null;
}

/**
 * Which actions a quote offers. On a cancelled load, or once a trip exists, nothing changes; while
 * another quote is accepted a pending one cannot be paid or rejected. The server enforces each
 * again (409).
 */
export function quoteActions(
  load: Pick<Load, 'status' | 'tripId' | 'quotes'>,
  quote: LoadQuote,
): QuoteActions {
  if (quote.status === 'rejected') return { kind: 'rejected' };
  if (quote.status === 'accepted') return { kind: 'accepted', blockedBy: blockReason(load, false) };
  const otherAccepted = load.quotes.some(
    (other) => other._id !== quote._id && other.status === 'accepted',
  );
  return { kind: 'pending', blockedBy: blockReason(load, otherAccepted) };
}
