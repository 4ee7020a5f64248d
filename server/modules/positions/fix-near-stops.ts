import { TRIP_STOPS } from './stop-visits.schema';
import type { FixNearStops } from './stamp-stop-visits';
import type { StopVisit } from './stop-visit-rules';
import type { BatchRow } from './sort-reports';

/** A stored fix with its trip's watched stops; none when neither stop has coordinates. */
export function fixNearStops(row: BatchRow): FixNearStops[] {
  const { link } = row;
  if (!link.pickupPoint && !link.deliveryPoint) return [];
  const visits: Record<(typeof TRIP_STOPS)[number], StopVisit | null> = {
    pickup: null,
    delivery: null,
  };
  for (const stored of link.visits ?? []) {
    visits[stored.stop] = {
      arrivedAt: new Date(stored.arrivedAt),
      departedAt: stored.departedAt === null ? null : new Date(stored.departedAt),
    };
  }
  return [
    {
      tripId: row.tripId,
      lng: row.lng,
      lat: row.lat,
      accuracy: row.accuracy,
      recordedAt: row.recordedAt,
      stops: { pickup: link.pickupPoint, delivery: link.deliveryPoint },
      visits,
    },
  ];
}
