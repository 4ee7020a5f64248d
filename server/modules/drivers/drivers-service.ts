import { and, desc, eq } from 'drizzle-orm';
import type { CreateDriverRequest, Driver } from '../../../src/contract/drivers';
import type { StoredFile } from '../../../src/contract/files';
import type { FleetStatus } from '../../../src/contract/trucks';
import { isUniqueViolation, type Database } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { HttpError, notFound } from '../../lib/http-error';
import type { FilesService } from '../files/files-service';
import { toStoredFile } from '../files/stored-file-view';
import { displayTripId, unfinishedTripOf } from '../trips/live-trip';
import { drivers, type DriverRow } from './drivers.schema';

/** People see drivers as DRV-<number>; the API's `_id` stays the uuid. */
export const displayDriverId = (number: number) => `DRV-${number}`;
export const DRIVER_NOT_FOUND = 'Driver not found';
export const DRIVER_MESSAGES = {
  added: 'Driver added successfully',
  updated: 'Driver updated successfully',
  retired: 'Driver retired',
  reinstated: 'Driver reinstated',
  phoneTaken: 'A driver with this phone number is already in your team.',
  onTrip: (tripNumber: number) =>
    `This driver is on trip ${displayTripId(tripNumber)}, which has not ended. ` +
    'They can be retired once that trip is completed or cancelled.',
} as const;

/** How a read holds the row until its transaction ends: against an edit, or against retirement. */
type RowLock = 'update' | 'share';

export function toApiDriver(row: DriverRow, documents: StoredFile[] = []): Driver {
  return {
    _id: row.id,
    id: displayDriverId(row.number),
    name: row.name,
    phone: row.phone,
    countryCode: row.countryCode,
    country: row.country,
    licenseNo: row.licenseNo,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    docs: { urls: documents },
  };
}

type Dependencies = { db: Database; clock: Clock; files: FilesService };

export function createDriversService({ db, clock, files }: Dependencies) {
  async function withDocuments(rows: DriverRow[]): Promise<Driver[]> {
    const documents = await files.listFor(
      'driver',
      rows.map((row) => row.id),
    );
    return rows.map((row) => toApiDriver(row, (documents.get(row.id) ?? []).map(toStoredFile)));
  }

  /** Only the group's own driver: any other id is simply not found. */
  async function getForGroup(
    groupId: string,
    driverId: string,
    tx: Database = db,
    lock?: RowLock,
  ): Promise<DriverRow> {
    const query = tx
      .select()
      .from(drivers)
      .where(and(eq(drivers.id, driverId), eq(drivers.groupId, groupId)));
    const [row] = await (lock ? query.for(lock) : query);
    if (!row) throw notFound(DRIVER_NOT_FOUND);
    return row;
  }

  /** Stores a change to the group's driver under its row lock, answering the driver as now. */
  async function change(
    groupId: string,
    driverId: string,
    apply: (tx: Database, row: DriverRow) => Promise<Partial<DriverRow> | null>,
  ): Promise<DriverRow> {
    return db.transaction(async (tx) => {
      const row = await getForGroup(groupId, driverId, tx, 'update');
      const values = await apply(tx, row);
      if (!values) return row;
      const [changed] = await tx
        .update(drivers)
        .set({ ...values, updatedAt: clock.now() })
        .where(eq(drivers.id, row.id))
        .returning();
      if (!changed) throw notFound(DRIVER_NOT_FOUND);
      return changed;
    });
  }

  return {
    getForGroup,

    /**
     * A driver the group can still send on a trip: a retired one is as good as not found. Read
     * under a share lock, so a retirement waits for the caller's transaction and sees its trip.
     */
    async getActiveForGroup(groupId: string, driverId: string, tx: Database): Promise<DriverRow> {
      const row = await getForGroup(groupId, driverId, tx, 'share');
      if (row.status !== 'active') throw notFound(DRIVER_NOT_FOUND);
      return row;
    },

    /** The group's drivers, newest first; only those of one status when asked. */
    async listForGroup(groupId: string, status?: FleetStatus): Promise<Driver[]> {
      const rows = await db
        .select()
        .from(drivers)
        .where(and(eq(drivers.groupId, groupId), status ? eq(drivers.status, status) : undefined))
        .orderBy(desc(drivers.createdAt), desc(drivers.number));
      return withDocuments(rows);
    },

    async detailsForGroup(groupId: string, driverId: string): Promise<Driver> {
      const [driver] = await withDocuments([await getForGroup(groupId, driverId)]);
      if (!driver) throw notFound(DRIVER_NOT_FOUND);
      return driver;
    },

    async create(groupId: string, request: CreateDriverRequest): Promise<DriverRow> {
      const now = clock.now();
      const [row] = await db
        .insert(drivers)
        .values({ groupId, ...driverFields(request), createdAt: now, updatedAt: now })
        .onConflictDoNothing()
        .returning();
      if (!row) throw new HttpError(409, DRIVER_MESSAGES.phoneTaken);
      return row;
    },

    /** Edit: the whole driver again, as validated for adding one; the phone stays unique. */
    async update(groupId: string, driverId: string, request: CreateDriverRequest) {
      try {
        return await change(groupId, driverId, async () => driverFields(request));
      } catch (error) {
        if (isUniqueViolation(error)) throw new HttpError(409, DRIVER_MESSAGES.phoneTaken);
        throw error;
      }
    },

    /**
     * Retired: kept on past trips, assigned to no new one. Not while a trip they are on has not
     * ended, so no trip loses its driver (or the link their phone uses). Twice is a no-op.
     */
    async retire(groupId: string, driverId: string): Promise<DriverRow> {
      return change(groupId, driverId, async (tx, row) => {
        if (row.status === 'inactive') return null;
        const trip = await unfinishedTripOf(tx, { driverId: row.id });
        if (trip) throw new HttpError(409, DRIVER_MESSAGES.onTrip(trip.number));
        return { status: 'inactive' };
      });
    },

    /** Back in service; reinstating an active driver is a no-op. */
    async reinstate(groupId: string, driverId: string): Promise<DriverRow> {
      return change(groupId, driverId, async (_tx, row) =>
        row.status === 'active' ? null : { status: 'active' },
      );
    },
  };
}

function driverFields(request: CreateDriverRequest) {
  return {
    name: request.name.trim(),
    phone: request.phone,
    countryCode: request.countryCode,
    country: request.country,
    licenseNo: request.licenseNo.trim(),
  };
}

export type DriversService = ReturnType<typeof createDriversService>;
