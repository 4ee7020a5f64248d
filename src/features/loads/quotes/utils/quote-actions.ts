import type { Load, LoadQuote } from '../../../../contract/loads';

/** Why a quote's actions are shown but cannot be used (SPEC §8 texts, keys in quotes.json). */
export type QuoteBlockReason = 'tripStarted' | 'otherAccepted';

export type QuoteActions =
  | { kind: 'pending'; blockedBy: QuoteBlockReason | null }
  | { kind: 'accepted'; blockedBy: QuoteBlockReason | null }
  | { kind: 'rejected' };

/**
 * Which actions a quote offers. Once a trip exists nothing changes; while another quote is
 * accepted a pending one cannot be paid or rejected. The server enforces both again (409).
 */
export function quoteActions(
  load: Pick<Load, 'tripId' | 'quotes'>,
  quote: LoadQuote,
): QuoteActions {
  if (quote.status === 'rejected') return { kind: 'rejected' };
  const tripStarted = load.tripId !== null;
  if (quote.status === 'accepted') {
    return { kind: 'accepted', blockedBy: tripStarted ? 'tripStarted' : null };
  }
  const otherAccepted = load.quotes.some(
    (other) => other._id !== quote._id && other.status === 'accepted',
  );
  const blockedBy = tripStarted ? 'tripStarted' : otherAccepted ? 'otherAccepted' : null;
  return { kind: 'pending', blockedBy };
}
