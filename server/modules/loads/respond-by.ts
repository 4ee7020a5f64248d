import { GUARANTEED_RESPONSE_MINUTES } from './load-status-text';
import type { LoadRow } from './loads.schema';

/**
 * When the 60-minute promise runs out for a load nobody has quoted yet (ISO), shown to providers
 * as 'Respond within N min'; null once the first quote is in.
 */
export function respondByOf(load: Pick<LoadRow, 'createdAt' | 'firstQuoteAt'>): string | null {
  if (load.firstQuoteAt) return null;
  return new Date(load.createdAt.getTime() + GUARANTEED_RESPONSE_MINUTES * 60_000).toISOString();
}
