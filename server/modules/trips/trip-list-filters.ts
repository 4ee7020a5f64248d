import { eq, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { myTripsRequest } from '../../../src/contract/trips';
import type { ListRequest } from '../../lib/list-page';
import { drivers } from '../drivers/drivers.schema';
import { loads } from '../loads/loads.schema';
import { trucks } from '../trucks/trucks.schema';
import { parseDisplayIdFilter } from './display-id-filter';
import { trips } from './trips.schema';

export type MyTripsRequest = z.output<typeof myTripsRequest> & Pick<ListRequest, 'language'>;

/**
 * The Trips filters as conditions on trips joined with loads, drivers and trucks, combined with
 * AND; empty strings filter nothing. Null when an id filter can match no trip at all.
 */
export function tripListConditions({ filters, timeZone }: MyTripsRequest): SQL[] | null {
  const conditions: SQL[] = [];
  // Prefixes of displayLoadId, displayDriverId and displayTruckId.
  const idFilters = [
    [parseDisplayIdFilter(filters.loadId, 'LD'), trips.loadId, loads.number],
    [parseDisplayIdFilter(filters.driverId, 'DRV'), trips.driverId, drivers.number],
    [parseDisplayIdFilter(filters.truckId, 'TRK'), trips.truckId, trucks.number],
  ] as const;
  for (const [filter, uuidColumn, numberColumn] of idFilters) {
    if (filter.kind === 'nothing') return null;
    if (filter.kind === 'uuid') conditions.push(eq(uuidColumn, filter.uuid));
    if (filter.kind === 'number') conditions.push(eq(numberColumn, filter.number));
  }
  if (filters.status) conditions.push(eq(trips.status, filters.status));
  // The same days as `(scheduled_date AT TIME ZONE tz)::date BETWEEN start AND end`, written as
  // a range on the column itself so loads_scheduled_date_idx can serve it.
  if (filters.startDate) {
    conditions.push(
      sql`${loads.scheduledDate} >= (${filters.startDate}::date::timestamp AT TIME ZONE ${timeZone})`,
    );
  }
  if (filters.endDate) {
    conditions.push(
      sql`${loads.scheduledDate} < ((${filters.endDate}::date + 1)::timestamp AT TIME ZONE ${timeZone})`,
    );
  }
  return conditions;
}
