import { keepPreviousData, useQuery, type QueryKey } from '@tanstack/react-query';
import type { PagedList } from '../ui/responsive-list/responsive-list';
import type { ListPage, ListPageRequest } from './list-page-request';
import { usePagedList } from './use-paged-list';

type PagedQueryOptions<Row> = {
  /** The cache key of one page, as asked for. */
  queryKey: (request: ListPageRequest) => QueryKey;
  /** Asks the server for the page. */
  queryFn: (request: ListPageRequest, signal: AbortSignal) => Promise<ListPage<Row>>;
  enabled?: boolean;
  /** False while the filters panel is hidden: what was typed in it is not sent. */
  filtersOn?: boolean;
  /** 'Pages of trucks': the pager's accessible name. */
  pagerLabel: string;
};

/**
 * A list the server pages, orders and filters (issue 19): the query of the page on screen, and
 * the list's controls for ResponsiveList's `paged`. The page before stays on screen while the
 * next one loads.
 */
export function usePagedQuery<Row>({
  queryKey,
  queryFn,
  enabled = true,
  filtersOn = true,
  pagerLabel,
}: PagedQueryOptions<Row>) {
  const { request, controls } = usePagedList({ filtersOn });
  const query = useQuery({
    queryKey: queryKey(request),
    queryFn: ({ signal }) => queryFn(request, signal),
    enabled,
    placeholderData: keepPreviousData,
  });
  const paged: PagedList = {
    ...controls,
    pagination: query.data?.pagination,
    busy: query.isFetching,
    pagerLabel,
  };
  return { query, paged, request };
}
