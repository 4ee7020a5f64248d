import { isValid, parse } from 'date-fns';
import type { z } from 'zod';
import {
  tripStatusSchema,
  type myTripsRequest,
  type tripFiltersSchema,
  type TripStatus,
} from '../../../contract/trips';

/** The Trips filters as the URL keeps them; '' means 'any'. */
export type TripsFilterValues = {
  startDate: string;
  endDate: string;
  status: TripStatus | '';
  loadId: string;
  driverId: string;
  truckId: string;
};

export type MyTripsRequest = z.input<typeof myTripsRequest>;

export const NO_TRIP_FILTERS: TripsFilterValues = {
  startDate: '',
  endDate: '',
  status: '',
  loadId: '',
  driverId: '',
  truckId: '',
};

/** Search-param names: the request's own field names, so a shared URL reads plainly. */
const FILTER_KEYS = Object.keys(NO_TRIP_FILTERS) as (keyof TripsFilterValues)[];

/** The contract's limit on an id filter. */
export const ID_FILTER_MAX_LENGTH = 60;

/** A yyyy-MM-dd day (docs/product.md §9), or '' when the text is no real day (a hand-edited URL). */
export function toIsoDay(value: string | null | undefined): string {
  const text = value?.trim() ?? '';
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return '';
  return isValid(parse(text, 'yyyy-MM-dd', new Date())) ? text : '';
}

function toStatus(value: string | null): TripStatus | '' {
  const parsed = tripStatusSchema.safeParse(value);
  return parsed.success ? parsed.data : '';
}

/** docs/product.md §7: load, driver and truck ids are trimmed. */
function toIdFilter(value: string | null | undefined): string {
  return (value ?? '').trim().slice(0, ID_FILTER_MAX_LENGTH);
}

export function filtersFromSearchParams(params: URLSearchParams): TripsFilterValues {
  return {
    startDate: toIsoDay(params.get('startDate')),
    endDate: toIsoDay(params.get('endDate')),
    status: toStatus(params.get('status')),
    loadId: toIdFilter(params.get('loadId')),
    driverId: toIdFilter(params.get('driverId')),
    truckId: toIdFilter(params.get('truckId')),
  };
}

/** `params` with the filters written in (empty ones removed); other params are kept. */
export function withFilters(params: URLSearchParams, filters: TripsFilterValues): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of FILTER_KEYS) {
    const value = filters[key].trim();
    if (value) next.set(key, value);
    else next.delete(key);
  }
  return next;
}

/** How many filters narrow the list; a date range counts once. */
export function activeTripFilterCount(filters: TripsFilterValues): number {
  return [
    filters.startDate !== '' || filters.endDate !== '',
    filters.status !== '',
    filters.loadId !== '',
    filters.driverId !== '',
    filters.truckId !== '',
  ].filter(Boolean).length;
}

/** POST /api/trips/getmytrips body: only the filters in use, ids trimmed, days as yyyy-MM-dd. */
export function buildMyTripsRequest(filters: TripsFilterValues, timeZone: string): MyTripsRequest {
  const request: z.input<typeof tripFiltersSchema> = {};
  const startDate = toIsoDay(filters.startDate);
  const endDate = toIsoDay(filters.endDate);
  if (startDate) request.startDate = startDate;
  if (endDate) request.endDate = endDate;
  if (filters.status) request.status = filters.status;
  const loadId = toIdFilter(filters.loadId);
  const driverId = toIdFilter(filters.driverId);
  const truckId = toIdFilter(filters.truckId);
  if (loadId) request.loadId = loadId;
  if (driverId) request.driverId = driverId;
  if (truckId) request.truckId = truckId;
  return { filters: request, timeZone };
}
