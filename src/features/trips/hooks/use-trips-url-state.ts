import { useCallback, useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { tripDetailsPath } from '../../../lib/detail-paths';
import { OPENED_FROM_LIST } from '../../../lib/return-to-list';
import {
  filtersFromSearchParams,
  NO_TRIP_FILTERS,
  withFilters,
  type TripsFilterValues,
} from '../utils/trip-filters';

/**
 * The filters live in the URL, so Back, reload and a shared link all show the same list
 * (docs/product.md §2). Applying filters adds a history entry; Back returns to the previous ones. A trip
 * opens at `/trips/{tripId}` with the same search, so its details close back to this list.
 */
export function useTripsUrlState() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const filters = useMemo(() => filtersFromSearchParams(params), [params]);

  const applyFilters = useCallback(
    (next: TripsFilterValues) => {
      const updated = withFilters(params, next);
      // Applying the same filters again adds no history entry for Back to step through.
      setParams(updated, { replace: updated.toString() === params.toString() });
    },
    [params, setParams],
  );

  const clearFilters = useCallback(() => applyFilters(NO_TRIP_FILTERS), [applyFilters]);

  const openTrip = useCallback(
    (tripId: string) =>
      void navigate(tripDetailsPath(tripId, params.toString()), { state: OPENED_FROM_LIST }),
    [navigate, params],
  );

  return { filters, applyFilters, clearFilters, openTrip };
}
