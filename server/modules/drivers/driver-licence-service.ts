import { eq, ne } from 'drizzle-orm';
import type { DriverLicence, DriverRecord, DriverStats } from '../../../src/contract/driver-record';
import type { Database } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { HttpError } from '../../lib/http-error';
import { fileUrlOf, type FilesService } from '../files/files-service';
import { toStoredFile } from '../files/stored-file-view';
import type { UsersService } from '../users/users-service';
import { driverLicences, type DriverLicenceRow } from './driver-licences.schema';
import type { DriversService } from './drivers-service';

export const NO_LICENCE_DOCUMENT = "Upload the driver's licence document before verifying it.";
export const LICENCE_REPLACED =
  'The licence document was replaced since you opened it. Check the new one, then verify it.';

type Dependencies = {
  db: Database;
  clock: Clock;
  drivers: Pick<DriversService, 'getForGroup'>;
  files: Pick<FilesService, 'get'>;
  users: Pick<UsersService, 'getById'>;
  /** The driver's record from their trips (the trips module counts them). */
  tripStatsOf: (driverId: string) => Promise<DriverStats>;
};

const NO_LICENCE: DriverLicence = {
  document: null,
  uploadedAt: null,
  verifiedAt: null,
  verifiedBy: null,
};

/**
 * A driver's licence document and its check by the provider (issue 19): 'Verified' is a recorded
 * action, who and when, on the document as it is; a new licence document is unchecked again.
 */
export function createDriverLicenceService({
  db,
  clock,
  drivers,
  files,
  users,
  tripStatsOf,
}: Dependencies) {
  async function rowOf(driverId: string, tx: Database = db, forUpdate = false) {
    const query = tx.select().from(driverLicences).where(eq(driverLicences.driverId, driverId));
    const [row] = await (forUpdate ? query.for('update') : query);
    return row ?? null;
  }

  async function toLicence(row: DriverLicenceRow | null): Promise<DriverLicence> {
    if (!row) return NO_LICENCE;
    const [file, verifier] = await Promise.all([
      files.get(row.fileId),
      row.verifiedBy ? users.getById(row.verifiedBy) : null,
    ]);
    const verifierName = verifier
      ? [verifier.firstName, verifier.lastName].filter(Boolean).join(' ')
      : '';
    return {
      document: toStoredFile(file),
      uploadedAt: row.uploadedAt.toISOString(),
      verifiedAt: row.verifiedAt?.toISOString() ?? null,
      verifiedBy: verifierName || null,
    };
  }

  return {
    /** The group's driver as the provider's driver screen shows them: licence and record. */
    async recordOf(groupId: string, driverId: string): Promise<DriverRecord> {
      await drivers.getForGroup(groupId, driverId);
      const [licence, stats] = await Promise.all([
        rowOf(driverId).then(toLicence),
        tripStatsOf(driverId),
      ]);
      return { licence, stats };
    },

    /** What the shipper's driver card says: the provider checked the current licence document. */
    async isVerified(driverId: string): Promise<boolean> {
      return (await rowOf(driverId))?.verifiedAt != null;
    },

    /**
     * `fileId` (one of the driver's documents, just uploaded) becomes their licence document,
     * unchecked. The same document again (a retried upload) changes nothing.
     */
    async replace(groupId: string, driverId: string, fileId: string): Promise<DriverLicence> {
      await drivers.getForGroup(groupId, driverId);
      const fresh = { fileId, uploadedAt: clock.now(), verifiedBy: null, verifiedAt: null };
      await db
        .insert(driverLicences)
        .values({ driverId, ...fresh })
        .onConflictDoUpdate({
          target: driverLicences.driverId,
          set: fresh,
          setWhere: ne(driverLicences.fileId, fileId),
        });
      return toLicence(await rowOf(driverId));
    },

    /**
     * The provider checked the licence document: records who and when. Verifying a verified
     * licence changes nothing. With `documentUrl` (the document the checker looked at), a licence
     * replaced in the meantime is refused rather than verified unseen.
     */
    async verify(
      groupId: string,
      driverId: string,
      verifierUserId: string,
      documentUrl?: string,
    ): Promise<DriverLicence> {
      const row = await db.transaction(async (tx) => {
        await drivers.getForGroup(groupId, driverId, tx);
        const current = await rowOf(driverId, tx, true);
        if (!current) throw new HttpError(400, NO_LICENCE_DOCUMENT);
        if (documentUrl && documentUrl !== fileUrlOf(current.fileId)) {
          throw new HttpError(409, LICENCE_REPLACED);
        }
        if (current.verifiedAt) return current;
        const [verified] = await tx
          .update(driverLicences)
          .set({ verifiedBy: verifierUserId, verifiedAt: clock.now() })
          .where(eq(driverLicences.driverId, driverId))
          .returning();
        return verified ?? current;
      });
      return toLicence(row);
    },
  };
}

export type DriverLicenceService = ReturnType<typeof createDriverLicenceService>;
