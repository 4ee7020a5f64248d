import { sql } from 'drizzle-orm';
import {
  DRIVER_LIST_COLUMNS as DRIVER_LIST_COLUMN_IDS,
  type CreateDriverRequest,
  type Driver,
} from '../../../src/contract/drivers';
import type { ListColumn } from '../../lib/list-page';
import type { StoredFile } from '../../../src/contract/files';
import {
  createFleetMemberService,
  type FleetMemberDependencies,
} from '../fleet/fleet-member-service';
import { fleetMemberView, type FleetMemberMessages } from '../fleet/fleet-member-words';
import { drivers, type DriverRow } from './drivers.schema';

/** People see drivers as DRV-<number>; the API's `_id` stays the uuid. */
export const displayDriverId = (number: number) => `DRV-${number}`;
export const DRIVER_MESSAGES: FleetMemberMessages = {
  notFound: 'Driver not found',
  added: 'Driver added successfully',
  updated: 'Driver updated successfully',
  retired: 'Driver retired',
  reinstated: 'Driver reinstated',
  taken: 'A driver with this phone number is already in your team.',
  onTrip: (tripId) =>
    `This driver is on trip ${tripId}, which has not ended. They can be retired once that trip is completed or cancelled.`,
};

const DRIVER_OWN_FIELDS = ['name', 'phone', 'countryCode', 'country', 'licenseNo'] as const;

export function toApiDriver(row: DriverRow, documents: StoredFile[] = []): Driver {
  const own = DRIVER_OWN_FIELDS;
  return fleetMemberView(row, { displayId: displayDriverId(row.number), own, documents });
}

/** The Drivers list's columns (docs/product.md §2): what each sorts and filters by. */
const DRIVER_LIST_COLUMNS = {
  id: { order: drivers.number, text: sql`'DRV-' || ${drivers.number}` },
  name: { order: sql`lower(${drivers.name})`, text: drivers.name },
  // As the list shows it: '+966 501234567'.
  phone: {
    order: sql`${drivers.countryCode} || ' ' || ${drivers.phone}`,
    text: sql`${drivers.countryCode} || ' ' || ${drivers.phone}`,
  },
  licenseNo: { order: sql`lower(${drivers.licenseNo})`, text: drivers.licenseNo },
  country: { order: sql`lower(${drivers.country})`, text: drivers.country },
  added: { order: drivers.createdAt },
} satisfies Record<(typeof DRIVER_LIST_COLUMN_IDS)[number], ListColumn>;

/** The driver as stored: name and license trimmed. */
function driverFields(request: CreateDriverRequest) {
  return {
    name: request.name.trim(),
    phone: request.phone,
    countryCode: request.countryCode,
    country: request.country,
    licenseNo: request.licenseNo.trim(),
  };
}

/**
 * The group's drivers: one phone number is one driver in a group. The rest (ownership, listing,
 * retiring) is the fleet's (fleet-member-service.ts).
 */
export function createDriversService(dependencies: FleetMemberDependencies) {
  return createFleetMemberService<DriverRow, Driver, CreateDriverRequest>(dependencies, {
    kind: 'driver',
    table: drivers,
    toApi: toApiDriver,
    fields: driverFields,
    messages: DRIVER_MESSAGES,
    listColumns: DRIVER_LIST_COLUMNS,
  });
}

export type DriversService = ReturnType<typeof createDriversService>;
