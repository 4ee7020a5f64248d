import type { LoadStatus } from './loads';

/**
 * One status vocabulary for every role (issue 18): loads and trips share their statuses, and each
 * has one label (common.json `status.<status>`) and one tone, used by every pill, list, timeline
 * and the driver page. The API's English texts read the same labels (server/lib/status-labels.ts).
 */
export type StatusTone = 'success' | 'info' | 'warning' | 'danger' | 'neutral';

/**
 * docs/product.md §4 colours: green once completed, yellow while waiting; blue while the truck is on the road
 * (SPEC's in_transit); red once cancelled.
 */
const STATUS_TONES = {
  pending: 'warning',
  confirmed: 'warning',
  out_to_collect: 'info',
  loaded: 'info',
  out_to_unload: 'info',
  completed: 'success',
  cancelled: 'danger',
} as const satisfies Record<LoadStatus, StatusTone>;

export function statusTone(status: LoadStatus): StatusTone {
  return STATUS_TONES[status];
}

/** The i18next key of a status's label (namespace included). */
export function statusLabelKey(status: LoadStatus): `common:status.${LoadStatus}` {
  return `common:status.${status}`;
}

export type QuoteStatus = 'pending' | 'accepted' | 'rejected';

const QUOTE_STATUS_TONES = {
  pending: 'warning',
  accepted: 'success',
  rejected: 'danger',
} as const satisfies Record<QuoteStatus, StatusTone>;

export function quoteStatusTone(status: QuoteStatus): StatusTone {
  return QUOTE_STATUS_TONES[status];
}

/** A quote's status label: Pending, Accepted or Rejected, never the raw value. */
export function quoteStatusLabelKey(status: QuoteStatus): `common:quoteStatus.${QuoteStatus}` {
  return `common:quoteStatus.${status}`;
}

/** docs/product.md §4 order on the road; a trip may skip steps but never go back (docs/architecture.md §6.8). */
export const ROAD_ORDER = [
  'pending',
  'confirmed',
  'out_to_collect',
  'loaded',
  'out_to_unload',
  'completed',
] as const satisfies readonly LoadStatus[];

/** Where a status stands on the road; -1 for cancelled, which is off it. */
export function roadPosition(status: LoadStatus): number {
  return (ROAD_ORDER as readonly LoadStatus[]).indexOf(status);
}

/**
 * Before the truck is out to collect: the shipper may still mark the load ready (the server
 * refuses it from out_to_collect on, and for a cancelled load).
 */
export function canMarkLoadReady(status: LoadStatus): boolean {
  return status === 'pending' || status === 'confirmed';
}

/** From the trip's confirmation until it is completed: the driver's page reports positions. */
export function isTripUnderWay(status: LoadStatus): boolean {
  return status === 'confirmed' || isOnTheRoad(status);
}

/** The truck has set out: out to collect, loaded or out to unload. */
export function isOnTheRoad(status: LoadStatus): boolean {
  return status === 'out_to_collect' || status === 'loaded' || status === 'out_to_unload';
}
