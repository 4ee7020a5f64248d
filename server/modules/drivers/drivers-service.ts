import { and, desc, eq } from 'drizzle-orm';
import type { CreateDriverRequest, Driver } from '../../../src/contract/drivers';
import type { StoredFile } from '../../../src/contract/files';
import type { Database } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { HttpError, notFound } from '../../lib/http-error';
import type { FilesService } from '../files/files-service';
import { toStoredFile } from '../files/stored-file-view';
import { drivers, type DriverRow } from './drivers.schema';

/** People see drivers as DRV-<number>; the API's `_id` stays the uuid. */
export const displayDriverId = (number: number) => `DRV-${number}`;
export const DRIVER_NOT_FOUND = 'Driver not found';

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
  async function getForGroup(groupId: string, driverId: string, tx: Database = db) {
    const [row] = await tx
      .select()
      .from(drivers)
      .where(and(eq(drivers.id, driverId), eq(drivers.groupId, groupId)));
    if (!row) throw notFound(DRIVER_NOT_FOUND);
    return row;
  }

  return {
    getForGroup,

    async listForGroup(groupId: string): Promise<Driver[]> {
      const rows = await db
        .select()
        .from(drivers)
        .where(eq(drivers.groupId, groupId))
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
        .values({
          groupId,
          name: request.name.trim(),
          phone: request.phone,
          countryCode: request.countryCode,
          country: request.country,
          licenseNo: request.licenseNo.trim(),
          createdAt: now,
          updatedAt: now,
        })
        .onConflictDoNothing()
        .returning();
      if (!row)
        throw new HttpError(409, 'A driver with this phone number is already in your team.');
      return row;
    },
  };
}

export type DriversService = ReturnType<typeof createDriversService>;
