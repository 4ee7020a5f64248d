import { useMemo } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useTripsUrlState } from './hooks/use-trips-url-state';
import { TripsFiltersForm } from './list/trips-filters-form';
import { TripsListSection } from './list/trips-list-section';
import { browserTimeZone } from '../../lib/browser-time-zone';
import { legacyTripTarget } from './utils/legacy-trip-link';
import { activeTripFilterCount, buildMyTripsRequest } from './utils/trip-filters';
import './trips.css';

/**
 * docs/product.md §2 Trips (`/trips`, provider): filter the group's trips; a row opens its Trip Details at
 * `/trips/{tripId}`.
 */
export function TripsPage() {
  const { search } = useLocation();
  const legacyTarget = legacyTripTarget(search);
  if (legacyTarget) return <Navigate to={legacyTarget} replace />;
  return <TripsList />;
}

function TripsList() {
  const { filters, applyFilters, clearFilters, openTrip } = useTripsUrlState();
  const request = useMemo(() => buildMyTripsRequest(filters, browserTimeZone()), [filters]);
  const activeCount = activeTripFilterCount(filters);

  return (
    <div className="trips-page">
      {/* Remounted per applied filters, so Back and Clear show the filters the list uses. */}
      <TripsFiltersForm
        key={JSON.stringify(filters)}
        applied={filters}
        activeCount={activeCount}
        onApply={applyFilters}
        onClear={clearFilters}
      />
      {/* Remounted per applied filters too, so the trips they find start at page 1. */}
      <TripsListSection
        key={JSON.stringify(request)}
        request={request}
        filtered={activeCount > 0}
        onOpenTrip={(trip) => openTrip(trip._id)}
        onClearFilters={clearFilters}
      />
    </div>
  );
}
