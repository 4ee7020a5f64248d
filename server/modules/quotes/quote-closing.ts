import { and, eq, ne } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { quotes, type QuoteRow } from './quotes.schema';

/**
 * A cancelled load closes every quote still standing on it, the accepted one included (its
 * payment is refunded by the caller). Answers every quote of the load as it was before, so
 * every carrier that quoted can be told.
 */
export async function closeQuotesOfCancelledLoad(
  tx: Database,
  loadId: string,
  at: Date,
): Promise<QuoteRow[]> {
  const quoted = await tx.select().from(quotes).where(eq(quotes.loadId, loadId));
  if (quoted.every((quote) => quote.status === 'rejected')) return quoted;
  await tx
    .update(quotes)
    .set({
      status: 'rejected',
      paymentIntentId: null,
      approvedAmount: null,
      acceptedAt: null,
      closedByQuoteId: null,
      updatedAt: at,
    })
    .where(and(eq(quotes.loadId, loadId), ne(quotes.status, 'rejected')));
  return quoted;
}
