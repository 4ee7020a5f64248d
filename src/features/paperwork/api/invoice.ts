import { queryOptions, useQuery } from '@tanstack/react-query';
import { invoiceResponse, type Invoice } from '../../../contract/invoices';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { loadDetailsQueryKey } from '../../loads/api/load-details';

/**
 * Under the load's key: what refreshes the load (its trip completed, a charge approved) brings
 * the supplementary invoices issued for it.
 */
export const invoiceQueryKey = (loadId: string) =>
  [...loadDetailsQueryKey(loadId), 'invoice'] as const;

/** GET /api/loads/{id}/invoice: the shipper's, or the carrier's whose quote was accepted. */
export async function getInvoice(loadId: string, signal?: AbortSignal): Promise<Invoice> {
  const payload = await apiRequest(`/api/loads/${encodeURIComponent(loadId)}/invoice`, {
    signal,
  });
  const parsed = invoiceResponse.safeParse(payload);
  if (!parsed.success || !parsed.data.data) throw new ApiError(200, payload.msg);
  return parsed.data.data.invoice;
}

export function invoiceQueryOptions(loadId: string) {
  return queryOptions({
    queryKey: invoiceQueryKey(loadId),
    queryFn: ({ signal }) => getInvoice(loadId, signal),
  });
}

/** The load's invoice; waits while the load is not known yet (a carrier's trip loading). */
export function useInvoice(loadId: string | undefined) {
  return useQuery({ ...invoiceQueryOptions(loadId ?? ''), enabled: Boolean(loadId) });
}
