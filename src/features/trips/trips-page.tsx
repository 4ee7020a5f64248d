import { useMemo } from 'react';
import { useMyTrips } from './api/my-trips';
import { TripDetailsPanel } from './details/trip-details-panel';
import { useTripsUrlState } from './hooks/use-trips-url-state';
import { TripsFiltersForm } from './list/trips-filters-form';
import { TripsListSection } from './list/trips-list-section';
import { browserTimeZone } from './utils/browser-time-zone';
import { activeTripFilterCount, buildMyTripsRequest } from './utils/trip-filters';
import './trips.css';

/** SPEC §2 Trips (`/trips`, provider): filter the group's trips, open one in the details panel. */
export function TripsPage() {
  const { filters, openTripId, applyFilters, clearFilters, openTrip, closeTrip } =
    useTripsUrlState();
  const request = useMemo(() => buildMyTripsRequest(filters, browserTimeZone()), [filters]);
  const trips = useMyTrips(request, { enabled: !openTripId });
  const activeCount = activeTripFilterCount(filters);

  if (openTripId)
    return <TripDetailsPanel key={openTripId} tripId={openTripId} onClose={closeTrip} />;

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
      <TripsListSection
        query={trips}
        filtered={activeCount > 0}
        onOpenTrip={(trip) => openTrip(trip._id)}
        onClearFilters={clearFilters}
      />
    </div>
  );
}
