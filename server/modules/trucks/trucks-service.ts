import { sql } from 'drizzle-orm';
import type { StoredFile } from '../../../src/contract/files';
import {
  TRUCK_LIST_COLUMNS as TRUCK_LIST_COLUMN_IDS,
  type CreateTruckRequest,
  type Truck,
} from '../../../src/contract/trucks';
import type { ListColumn } from '../../lib/list-page';
import {
  createFleetMemberService,
  type FleetMemberDependencies,
} from '../fleet/fleet-member-service';
import { fleetMemberView, type FleetMemberMessages } from '../fleet/fleet-member-words';
import { trucks, type TruckRow } from './trucks.schema';

/** People see trucks as TRK-<number>; the API's `_id` stays the uuid. */
export const displayTruckId = (number: number) => `TRK-${number}`;
export const TRUCK_MESSAGES: FleetMemberMessages = {
  notFound: 'Truck not found',
  added: 'Truck added successfully',
  updated: 'Truck updated successfully',
  retired: 'Truck retired',
  reinstated: 'Truck reinstated',
  taken: 'A truck with this license plate is already in your fleet.',
  onTrip: (tripId) =>
    `This truck is on trip ${tripId}, which has not ended. It can be retired once that trip is completed or cancelled.`,
};

const TRUCK_OWN_FIELDS = [
  'name',
  'model',
  'type',
  'truckOption',
  'licensePlate',
  'weight',
  'weightUnit',
] as const;

export function toApiTruck(row: TruckRow, documents: StoredFile[] = []): Truck {
  const displayId = displayTruckId(row.number);
  return fleetMemberView(row, { displayId, own: TRUCK_OWN_FIELDS, documents });
}

/** The Trucks list's columns (docs/product.md §2): what each sorts and filters by. */
const TRUCK_LIST_COLUMNS = {
  id: { order: trucks.number, text: sql`'TRK-' || ${trucks.number}` },
  model: { order: sql`lower(${trucks.model})`, text: trucks.model },
  licensePlate: { order: sql`lower(${trucks.licensePlate})`, text: trucks.licensePlate },
  status: { order: trucks.status },
  added: { order: trucks.createdAt },
} satisfies Record<(typeof TRUCK_LIST_COLUMN_IDS)[number], ListColumn>;

/** A truck as added or edited: what POST /api/trucks accepts. */
export type NewTruck = CreateTruckRequest;

/** The truck as stored: its unit and body as given, else ton and none. */
function truckFields(truck: NewTruck) {
  return {
    name: truck.name,
    model: truck.model,
    licensePlate: truck.licensePlate,
    type: truck.type,
    weight: truck.weight,
    weightUnit: truck.weightUnit ?? 'ton',
    truckOption: truck.truckOption ?? null,
  };
}

/**
 * The group's trucks: one plate is one truck in a group; every change counts a version. The rest
 * (ownership, listing, retiring) is the fleet's (fleet-member-service.ts).
 */
export function createTrucksService(dependencies: FleetMemberDependencies) {
  return createFleetMemberService<TruckRow, Truck, NewTruck>(dependencies, {
    kind: 'truck',
    table: trucks,
    toApi: toApiTruck,
    fields: truckFields,
    onChange: () => ({ version: sql`${trucks.version} + 1` }),
    messages: TRUCK_MESSAGES,
    listColumns: TRUCK_LIST_COLUMNS,
  });
}

export type TrucksService = ReturnType<typeof createTrucksService>;
