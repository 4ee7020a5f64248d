import type { Pagination } from '../../contract/list-page';
import type { SortState } from './sort-state';
import type { FilterValues } from './use-data-table';

/** One page of a list as the server answers it, with docs/product.md §3's pagination. */
export type ListPage<Row> = { rows: Row[]; pagination: Pagination };

/** What a paged list asks the server for: a page, an order and the column filters. */
export type ListPageRequest = {
  page: number;
  limit: number;
  sort: SortState;
  filters: FilterValues;
  /** The browser's zone, in which a date filter's day begins and ends. */
  timeZone: string;
};

/** The page and the order, as the server's `page`, `limit`, `sort` and `order`. */
export function pageAndOrder({ page, limit, sort }: ListPageRequest) {
  return { page, limit, ...(sort ? { sort: sort.columnId, order: sort.direction } : {}) };
}

/** The whole request as query parameters: blank filters are left out. */
export function listPageSearchParams(request: ListPageRequest): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(pageAndOrder(request))) {
    params.set(name, String(value));
  }
  const filters = Object.entries(request.filters).filter(([, value]) => value.trim() !== '');
  for (const [columnId, value] of filters) params.set(columnId, value.trim());
  if (filters.length > 0) params.set('timeZone', request.timeZone);
  return params;
}
