import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import {
  filtersFromSearchParams,
  NO_TRIP_FILTERS,
  withFilters,
  type TripsFilterValues,
} from '../utils/trip-filters';

/** The search param naming the open trip (its _id), so any page can link to `/trips?trip=<id>`. */
export const OPEN_TRIP_PARAM = 'trip';

/** Set when a row opened the trip, so the panel's back button can simply go back. */
type OpenedFromList = { openedFromList: true };

function openedFromList(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'openedFromList' in state;
}

/**
 * Filters and the open trip live in the URL, so Back, reload and a shared link all show the same
 * list (SPEC §2). Applying filters adds a history entry; Back returns to the previous ones.
 */
export function useTripsUrlState() {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const filters = useMemo(() => filtersFromSearchParams(params), [params]);
  const openTripId = params.get(OPEN_TRIP_PARAM) || null;

  const applyFilters = useCallback(
    (next: TripsFilterValues) => {
      const updated = withFilters(params, next);
      updated.delete(OPEN_TRIP_PARAM);
      // Applying the same filters again adds no history entry for Back to step through.
      setParams(updated, { replace: updated.toString() === params.toString() });
    },
    [params, setParams],
  );

  const clearFilters = useCallback(() => applyFilters(NO_TRIP_FILTERS), [applyFilters]);

  const openTrip = useCallback(
    (tripId: string) => {
      const next = new URLSearchParams(params);
      next.set(OPEN_TRIP_PARAM, tripId);
      setParams(next, { state: { openedFromList: true } satisfies OpenedFromList });
    },
    [params, setParams],
  );

  const closeTrip = useCallback(() => {
    if (openedFromList(location.state)) {
      void navigate(-1);
      return;
    }
    // Opened from a link or a reload: there is no list entry behind it to go back to.
    const next = new URLSearchParams(params);
    next.delete(OPEN_TRIP_PARAM);
    setParams(next, { replace: true });
  }, [location.state, navigate, params, setParams]);

  return { filters, openTripId, applyFilters, clearFilters, openTrip, closeTrip };
}
