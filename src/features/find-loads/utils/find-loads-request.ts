import type { FindLoadsRequest } from '../../../contract/loads';
import type { FindLoadsFilters } from './filters';

/** docs/product.md §9: loads page size. */
export const FIND_LOADS_PAGE_SIZE = 20;

/**
 * docs/product.md §7 POST /api/loads body. 'All Cities' and an empty weight are left out; quote_status is
 * left out for all statuses and is null for 'Not Quoted'. The server matches cities by name.
 */
export function buildFindLoadsRequest(filters: FindLoadsFilters, page: number): FindLoadsRequest {
  const request: FindLoadsRequest = { page, limit: FIND_LOADS_PAGE_SIZE };
  if (filters.destination) request.destination = filters.destination.city;
  if (filters.origin) request.origin = filters.origin.city;
  if (filters.weight !== null) {
    request.weight = filters.weight;
    request.weightUnit = filters.weightUnit;
  }
  if (filters.quoteStatus === 'not_quoted') request.quote_status = null;
  else if (filters.quoteStatus !== 'all') request.quote_status = filters.quoteStatus;
  return request;
}
