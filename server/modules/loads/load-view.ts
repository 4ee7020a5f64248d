import type { Load, LoadQuote, LoadSummary, Stop } from '../../../src/contract/loads';
import { displayLoadId } from './load-lookup';
import type { StatusText } from './load-status-text';
import type { LoadRow, StoredStop } from './loads.schema';

const iso = (value: Date | null) => (value ? value.toISOString() : null);

export function toLoadSummary(row: LoadRow, quoteCount: number): LoadSummary {
  return {
    _id: row.id,
    id: displayLoadId(row.number),
    status: row.status,
    source: { country: row.source.country, city: row.source.city },
    destination: { country: row.destination.country, city: row.destination.city },
    weight: { value: row.weightValue, unit: row.weightUnit },
    material: row.material,
    scheduledDate: row.scheduledDate.toISOString(),
    createdAt: row.createdAt.toISOString(),
    // My Loads' completed list dates a cancelled load by its cancellation.
    completedAt: iso(row.completedAt ?? row.cancelledAt),
    quoteCount,
    currency: row.currency,
  };
}

/** Providers see only the city until their quote is accepted. */
export function toStop(stop: StoredStop, withContact: boolean): Stop {
  return {
    country: stop.country,
    city: stop.city,
    address: withContact ? stop.address : null,
    contactPerson: withContact ? stop.contactPerson : null,
    contactNumber: withContact ? stop.contactNumber : null,
    coordinates: withContact ? stop.coordinates : null,
  };
}

export function toLoadTimestamps(row: LoadRow): Load['timestamp'] {
  return {
    loadReadyAt: iso(row.loadReadyAt),
    outToCollectAt: iso(row.outToCollectAt),
    loadedAt: iso(row.loadedAt),
    outToUnloadAt: iso(row.outToUnloadAt),
    completedAt: iso(row.completedAt),
  };
}

/** The 60-minute promise, measured. */
function firstQuoteMinutes(row: LoadRow): number | null {
  if (!row.firstQuoteAt) return null;
  return Math.max(0, Math.round((row.firstQuoteAt.getTime() - row.createdAt.getTime()) / 60_000));
}

export function toLoadDetails(
  row: LoadRow,
  view: {
    quotes: LoadQuote[];
    status: StatusText;
    tripId: string | null;
    driverDetails: Load['driverDetails'];
    charges: Load['charges'];
    withContact: boolean;
    withResponseTime: boolean;
  },
): Load {
  return {
    ...toLoadSummary(row, view.quotes.length),
    ...view.status,
    source: toStop(row.source, view.withContact),
    destination: toStop(row.destination, view.withContact),
    hsnCode: row.hsnCode,
    loadType: row.loadType,
    truckType: row.truckType,
    truckSubType: row.truckSubType,
    quotes: view.quotes,
    tripId: view.tripId,
    driverDetails: view.driverDetails,
    charges: view.charges,
    timestamp: toLoadTimestamps(row),
    loadImage: row.loadImage,
    images: row.images,
    firstQuoteMinutes: view.withResponseTime ? firstQuoteMinutes(row) : null,
  };
}
