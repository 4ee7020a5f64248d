/**
 * The addresses of one load or one trip (docs/product.md §2 My Loads and Trips, each with its details at a
 * path of its own), so notifications, dialogs and lists all link to the same place.
 */
export const MY_LOADS_PATH = '/my-loads';
export const TRIPS_PATH = '/trips';

/** `/my-loads/{loadId}`: a shipper's Load Details. */
export function loadDetailsPath(loadId: string): string {
  return `${MY_LOADS_PATH}/${encodeURIComponent(loadId)}`;
}

/**
 * `/trips/{tripId}`: a provider's Trip Details. `listSearch` is the Trips list's own search
 * (its filters), carried along so closing the details returns to the same list.
 */
export function tripDetailsPath(tripId: string, listSearch = ''): string {
  const search = listSearch && !listSearch.startsWith('?') ? `?${listSearch}` : listSearch;
  return `${TRIPS_PATH}/${encodeURIComponent(tripId)}${search === '?' ? '' : search}`;
}

/** `/my-loads/{loadId}/document` and `/trips/{tripId}/document`: the trip document, printable. */
export function loadDocumentPath(loadId: string): string {
  return `${loadDetailsPath(loadId)}/document`;
}
export function tripDocumentPath(tripId: string): string {
  return `${tripDetailsPath(tripId)}/document`;
}

/** `/my-loads/{loadId}/invoice` and `/trips/{tripId}/invoice`: the deal's invoice, printable. */
export function loadInvoicePath(loadId: string): string {
  return `${loadDetailsPath(loadId)}/invoice`;
}
export function tripInvoicePath(tripId: string): string {
  return `${tripDetailsPath(tripId)}/invoice`;
}
