import { and, desc, eq, sql } from 'drizzle-orm';
import type { StoredFile } from '../../../src/contract/files';
import type { CreateTruckRequest, FleetStatus, Truck } from '../../../src/contract/trucks';
import { toStoredFile } from '../files/stored-file-view';
import type { FilesService } from '../files/files-service';
import { isUniqueViolation, type Database } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { HttpError, notFound } from '../../lib/http-error';
import { displayTripId, unfinishedTripOf } from '../trips/live-trip';
import { trucks, type TruckRow } from './trucks.schema';

/** People see trucks as TRK-<number>; the API's `_id` stays the uuid. */
export const displayTruckId = (number: number) => `TRK-${number}`;
export const TRUCK_NOT_FOUND = 'Truck not found';
export const TRUCK_MESSAGES = {
  added: 'Truck added successfully',
  updated: 'Truck updated successfully',
  retired: 'Truck retired',
  reinstated: 'Truck reinstated',
  plateTaken: 'A truck with this license plate is already in your fleet.',
  onTrip: (tripNumber: number) =>
    `This truck is on trip ${displayTripId(tripNumber)}, which has not ended. ` +
    'It can be retired once that trip is completed or cancelled.',
} as const;

export function toApiTruck(row: TruckRow, documents: StoredFile[] = []): Truck {
  return {
    _id: row.id,
    id: displayTruckId(row.number),
    name: row.name,
    model: row.model,
    type: row.type,
    truckOption: row.truckOption,
    licensePlate: row.licensePlate,
    weight: row.weight,
    weightUnit: row.weightUnit,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    docs: { urls: documents },
  };
}

export type NewTruck = Pick<TruckRow, 'name' | 'model' | 'licensePlate' | 'type' | 'weight'> &
  Partial<Pick<TruckRow, 'truckOption' | 'weightUnit'>>;

/** How a read holds the row until its transaction ends: against an edit, or against retirement. */
type RowLock = 'update' | 'share';

type Dependencies = { db: Database; clock: Clock; files: FilesService };

export function createTrucksService({ db, clock, files }: Dependencies) {
  /** Only the group's own truck: any other id is simply not found. */
  async function getForGroup(
    groupId: string,
    truckId: string,
    tx: Database = db,
    lock?: RowLock,
  ): Promise<TruckRow> {
    const query = tx
      .select()
      .from(trucks)
      .where(and(eq(trucks.id, truckId), eq(trucks.groupId, groupId)));
    const [row] = await (lock ? query.for(lock) : query);
    if (!row) throw notFound(TRUCK_NOT_FOUND);
    return row;
  }

  /** Stores a change to the group's truck under its row lock, answering the truck as it is now. */
  async function change(
    groupId: string,
    truckId: string,
    apply: (tx: Database, row: TruckRow) => Promise<Partial<TruckRow> | null>,
  ): Promise<TruckRow> {
    return db.transaction(async (tx) => {
      const row = await getForGroup(groupId, truckId, tx, 'update');
      const values = await apply(tx, row);
      if (!values) return row;
      const [changed] = await tx
        .update(trucks)
        .set({ ...values, updatedAt: clock.now(), version: sql`${trucks.version} + 1` })
        .where(eq(trucks.id, row.id))
        .returning();
      if (!changed) throw notFound(TRUCK_NOT_FOUND);
      return changed;
    });
  }

  return {
    /** The group's trucks, newest first; only those of one status when asked. */
    async listForGroup(groupId: string, status?: FleetStatus): Promise<Truck[]> {
      const rows = await db
        .select()
        .from(trucks)
        .where(and(eq(trucks.groupId, groupId), status ? eq(trucks.status, status) : undefined))
        .orderBy(desc(trucks.createdAt), desc(trucks.number));
      const documents = await files.listFor(
        'truck',
        rows.map((row) => row.id),
      );
      return rows.map((row) => toApiTruck(row, (documents.get(row.id) ?? []).map(toStoredFile)));
    },

    getForGroup,

    /**
     * A truck the group can still quote or send on a trip: a retired one is as good as not found.
     * Read under a share lock, so a retirement waits for the caller's transaction and then sees
     * what it did with the truck.
     */
    async getActiveForGroup(groupId: string, truckId: string, tx: Database): Promise<TruckRow> {
      const row = await getForGroup(groupId, truckId, tx, 'share');
      if (row.status !== 'active') throw notFound(TRUCK_NOT_FOUND);
      return row;
    },

    /** One of the group's trucks as the detail dialog shows it, documents included. */
    async detailsForGroup(groupId: string, truckId: string): Promise<Truck> {
      const row = await getForGroup(groupId, truckId);
      const documents = (await files.listFor('truck', [row.id])).get(row.id) ?? [];
      return toApiTruck(row, documents.map(toStoredFile));
    },

    async create(groupId: string, truck: NewTruck): Promise<TruckRow> {
      const now = clock.now();
      const [row] = await db
        .insert(trucks)
        .values({ ...truck, groupId, createdAt: now, updatedAt: now })
        .onConflictDoNothing()
        .returning();
      // The only unique key a new truck can meet is its plate within the group.
      if (!row) throw new HttpError(409, TRUCK_MESSAGES.plateTaken);
      return row;
    },

    /** Edit: the whole truck again, as validated for adding one; the plate stays unique. */
    async update(groupId: string, truckId: string, truck: CreateTruckRequest): Promise<TruckRow> {
      try {
        return await change(groupId, truckId, async () => ({
          name: truck.name,
          model: truck.model,
          licensePlate: truck.licensePlate,
          type: truck.type,
          weight: truck.weight,
          weightUnit: truck.weightUnit ?? 'ton',
          truckOption: truck.truckOption ?? null,
        }));
      } catch (error) {
        if (isUniqueViolation(error)) throw new HttpError(409, TRUCK_MESSAGES.plateTaken);
        throw error;
      }
    },

    /**
     * Retired: kept on its past trips, offered for no new quote or trip. Not while a trip it is
     * on has not ended, so no trip loses the truck it is counting on. Retiring twice is a no-op.
     */
    async retire(groupId: string, truckId: string): Promise<TruckRow> {
      return change(groupId, truckId, async (tx, row) => {
        if (row.status === 'inactive') return null;
        const trip = await unfinishedTripOf(tx, { truckId: row.id });
        if (trip) throw new HttpError(409, TRUCK_MESSAGES.onTrip(trip.number));
        return { status: 'inactive' };
      });
    },

    /** Back in service; reinstating an active truck is a no-op. */
    async reinstate(groupId: string, truckId: string): Promise<TruckRow> {
      return change(groupId, truckId, async (_tx, row) =>
        row.status === 'active' ? null : { status: 'active' },
      );
    },
  };
}

export type TrucksService = ReturnType<typeof createTrucksService>;
