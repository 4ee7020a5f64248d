import type { TimelineEvent, TimelineEventKind } from '../../../src/contract/trip-documents';
import { timelineEventKindSchema } from '../../../src/contract/trip-documents';
import type { StopWaits } from '../../../src/contract/stop-waits';

/** When each thing the app records about a trip happened; null for what has not. */
export type TimelineFacts = Partial<Record<TimelineEventKind, Date | string | null>>;

const ORDER = timelineEventKindSchema.options;

/** The arrivals and departures the positions stamped, as timeline facts. */
export function stopVisitFacts(waits: StopWaits): TimelineFacts {
  return {
    arrived_pickup: waits.pickup?.arrivedAt ?? null,
    departed_pickup: waits.pickup?.departedAt ?? null,
    arrived_delivery: waits.delivery?.arrivedAt ?? null,
    departed_delivery: waits.delivery?.departedAt ?? null,
  };
}

/**
 * The trip's events oldest first. Two at the same moment keep the road's order (Loaded before
 * Out to unload), so a driver who tapped both in one go still reads right.
 */
export function documentTimeline(facts: TimelineFacts): TimelineEvent[] {
  return ORDER.flatMap((event) => {
    const at = facts[event];
    return at ? [{ event, at: new Date(at).toISOString() }] : [];
  }).sort(
    (a, b) =>
      Date.parse(a.at) - Date.parse(b.at) || ORDER.indexOf(a.event) - ORDER.indexOf(b.event),
  );
}
