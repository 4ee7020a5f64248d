import type { LoadStatus } from '../../../contract/loads';
import type { GroupQuote } from '../../../contract/quotes';

export type LoadAction = 'offer' | 'update' | 'start' | 'view';

type LoadActionInput = {
  loadStatus: LoadStatus;
  /** The caller's group's quote on the load, null when it has none. */
  quote: Pick<GroupQuote, 'status' | 'acceptanceCancelled'> | null;
  /** Whether GET /api/trips/getbyloadid found a trip; only asked once the quote is accepted. */
  hasTrip: boolean;
};

/**
 * docs/product.md §4 Quote, provider side: quote an open load, change a pending quote, start the trip of an
 * accepted quote, or view it. A rejected quote is final, unless the shipper cancelled its
 * acceptance: then the load is open again and the group may send a new offer (quote/update).
 */
export function loadAction({ loadStatus, quote, hasTrip }: LoadActionInput): LoadAction | null {
  if (quote?.status === 'accepted') return hasTrip ? 'view' : 'start';
  if (loadStatus !== 'pending') return null;
  if (!quote) return 'offer';
  return quote.status === 'pending' || quote.acceptanceCancelled ? 'update' : null;
}
