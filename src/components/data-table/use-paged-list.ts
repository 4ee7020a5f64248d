import { useEffect, useMemo, useState } from 'react';
import { LIST_PAGE_SIZE } from '../../contract/list-page';
import { browserTimeZone } from '../../lib/browser-time-zone';
import type { ListPageRequest } from './list-page-request';
import type { SortState } from './sort-state';
import type { FilterValues } from './use-data-table';

/** A filter is sent once typing pauses this long, not at every key. */
const FILTER_PAUSE_MS = 300;

/** What a paged list's table changes: its order, its filters and its page. */
export type PagedListControls = {
  sort: SortState;
  onSortChange: (sort: SortState) => void;
  filters: FilterValues;
  onFiltersChange: (filters: FilterValues) => void;
  onPageChange: (page: number) => void;
};

/**
 * A list the server pages, orders and filters (issue 19): the request for the page on screen,
 * and the table's controls. A new order or filter starts again at page 1. With `filtersOn`
 * false (the filters panel hidden) the filters typed are kept but not sent.
 */
export function usePagedList({ limit = LIST_PAGE_SIZE, filtersOn = true } = {}) {
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<SortState>(null);
  const [filters, setFilters] = useState<FilterValues>({});
  const [sentFilters, setSentFilters] = useState<FilterValues>({});

  useEffect(() => {
    const timer = setTimeout(() => setSentFilters(filters), FILTER_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [filters]);

  const request = useMemo<ListPageRequest>(
    () => ({
      page,
      limit,
      sort,
      filters: filtersOn ? sentFilters : {},
      timeZone: browserTimeZone(),
    }),
    [page, limit, sort, sentFilters, filtersOn],
  );
  const controls = useMemo<PagedListControls>(
    () => ({
      sort,
      onSortChange: (next) => {
        setSort(next);
        setPage(1);
      },
      filters,
      onFiltersChange: (next) => {
        setFilters(next);
        setPage(1);
      },
      onPageChange: setPage,
    }),
    [sort, filters],
  );
  return { request, controls };
}
