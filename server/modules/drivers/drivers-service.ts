import type { CreateDriverRequest, Driver } from '../../../src/contract/drivers';
import type { StoredFile } from '../../../src/contract/files';
import {
  createFleetMemberService,
  type FleetMemberDependencies,
} from '../fleet/fleet-member-service';
import { fleetMemberMessages, fleetMemberView } from '../fleet/fleet-member-words';
import { drivers, type DriverRow } from './drivers.schema';

/** People see drivers as DRV-<number>; the API's `_id` stays the uuid. */
export const displayDriverId = (number: number) => `DRV-${number}`;
export const DRIVER_MESSAGES = fleetMemberMessages('Driver', {
  pronoun: 'They',
  taken: 'A driver with this phone number is already in your team.',
});

const DRIVER_OWN_FIELDS = ['name', 'phone', 'countryCode', 'country', 'licenseNo'] as const;

export function toApiDriver(row: DriverRow, documents: StoredFile[] = []): Driver {
  const own = DRIVER_OWN_FIELDS;
  return fleetMemberView(row, { displayId: displayDriverId(row.number), own, documents });
}

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
  });
}

export type DriversService = ReturnType<typeof createDriversService>;
