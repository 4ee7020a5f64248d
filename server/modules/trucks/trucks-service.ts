import { and, desc, eq } from 'drizzle-orm';
import type { StoredFile } from '../../../src/contract/files';
import type { Truck } from '../../../src/contract/trucks';
import { toStoredFile } from '../files/stored-file-view';
import type { FilesService } from '../files/files-service';
import type { Database } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { notFound } from '../../lib/http-error';
import { trucks, type TruckRow } from './trucks.schema';

/** People see trucks as TRK-<number>; the API's `_id` stays the uuid. */
export const displayTruckId = (number: number) => `TRK-${number}`;
export const TRUCK_NOT_FOUND = 'Truck not found';

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

type Dependencies = { db: Database; clock: Clock; files: FilesService };

export function createTrucksService({ db, clock, files }: Dependencies) {
  /** Only the group's own truck: any other id is simply not found. */
  async function getForGroup(
    groupId: string,
    truckId: string,
    tx: Database = db,
  ): Promise<TruckRow> {
    const [row] = await tx
      .select()
      .from(trucks)
      .where(and(eq(trucks.id, truckId), eq(trucks.groupId, groupId)));
    if (!row) throw notFound(TRUCK_NOT_FOUND);
    return row;
  }

  return {
    async listForGroup(groupId: string): Promise<Truck[]> {
      const rows = await db
        .select()
        .from(trucks)
        .where(eq(trucks.groupId, groupId))
        .orderBy(desc(trucks.createdAt), desc(trucks.number));
      const documents = await files.listFor(
        'truck',
        rows.map((row) => row.id),
      );
      return rows.map((row) => toApiTruck(row, (documents.get(row.id) ?? []).map(toStoredFile)));
    },

    getForGroup,

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
        .returning();
      if (!row) throw new Error('Truck was not stored');
      return row;
    },
  };
}

export type TrucksService = ReturnType<typeof createTrucksService>;
