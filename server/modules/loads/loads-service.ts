import { and, eq, isNull } from 'drizzle-orm';
import type {
  CreateLoadRequest,
  LoadStatus,
  updateLocationRequest,
} from '../../../src/contract/loads';
import type { z } from 'zod';
import { canMarkLoadReady } from '../../../src/contract/statuses';
import type { Database } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { HttpError, notFound } from '../../lib/http-error';
import type { FilesService } from '../files/files-service';
import { findLoadRow } from './load-lookup';
import { assertStopEditable } from './location-edit-rules';
import { pageMyLoads, type MyLoadsRequest } from './my-loads-query';
import { loads, type LoadRow, type StoredStop } from './loads.schema';
import { checkPostedLoad } from './post-load-rules';

export const LOAD_NOT_FOUND = 'Load not found';

type LocationUpdate = z.infer<typeof updateLocationRequest>;
type StopDetails = Omit<LocationUpdate, 'type'>;

/** The column that records when a load reached each status (pending and confirmed have none). */
const reachedAt = {
  out_to_collect: 'outToCollectAt',
  loaded: 'loadedAt',
  out_to_unload: 'outToUnloadAt',
  completed: 'completedAt',
  cancelled: 'cancelledAt',
} as const satisfies Partial<Record<LoadStatus, keyof LoadRow>>;

/** Why a load past its pickup cannot be marked ready, in plain words. */
const MARK_READY_REFUSALS: Partial<Record<LoadStatus, string>> = {
  out_to_collect:
    'The truck is already on its way to collect this load, so it can no longer be marked ready.',
  loaded: 'This load has already been collected, so it can no longer be marked ready.',
  out_to_unload: 'This load has already been collected, so it can no longer be marked ready.',
  completed: 'This load has been delivered, so it can no longer be marked ready.',
  cancelled: 'This load has been cancelled, so it can no longer be marked ready.',
};

const blankToNull = (value: string | null | undefined) => (value ? value : null);

/** A stop's address, contact and point as stored: what was left out or blank is null. */
function storedStopDetails(sent: StopDetails): Omit<StoredStop, 'country' | 'city'> {
  return {
    address: blankToNull(sent.address),
    contactPerson: blankToNull(sent.contactPerson),
    contactNumber: blankToNull(sent.contactNumber),
    coordinates: sent.coordinates ?? null,
  };
}

type Dependencies = {
  db: Database;
  clock: Clock;
  files: FilesService;
  /** Runs in the posting transaction (the response guarantee tells providers and schedules). */
  onPosted?: (tx: Database, load: LoadRow) => Promise<void>;
};

export function createLoadsService({ db, clock, files, onPosted }: Dependencies) {
  async function getById(loadId: string, tx: Database = db): Promise<LoadRow> {
    const row = await findLoadRow(tx, loadId);
    if (!row) throw notFound(LOAD_NOT_FOUND);
    return row;
  }

  /** Another shipper's load is simply not found. */
  async function getOwned(
    shipperUserId: string,
    loadId: string,
    tx: Database = db,
    options: { forUpdate?: boolean } = {},
  ): Promise<LoadRow> {
    const row = await findLoadRow(tx, loadId, options);
    if (!row || row.shipperUserId !== shipperUserId) throw notFound(LOAD_NOT_FOUND);
    return row;
  }

  return {
    getById,
    getOwned,

    /**
     * With a `requestId` (the request's Idempotency-Key) it is the load's id, so a retry after a
     * crash between the commit and the answer is answered with the load it posted, posted once.
     */
    async create(
      shipperUserId: string,
      request: CreateLoadRequest,
      requestId?: string,
    ): Promise<{ loadId: string }> {
      // The first attempt's load, found before the rules run: its date is not judged again.
      const earlier = requestId === undefined ? null : await findLoadRow(db, requestId);
      if (earlier?.shipperUserId === shipperUserId) return { loadId: earlier.id };
      const now = clock.now();
      const posted = checkPostedLoad(request, now);
      // The same columns the location dialog fills later; the place has the reference spelling.
      const stop = (
        place: { country: string; city: string },
        sent: CreateLoadRequest['source'],
      ): StoredStop => ({ ...place, ...storedStopDetails(sent) });
      // The load, its images' attachment and the guarantee's first steps land together, or none does.
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(loads)
          .values({
            ...(requestId === undefined ? {} : { id: requestId }),
            shipperUserId,
            status: 'pending',
            source: stop(posted.source, request.source),
            destination: stop(posted.destination, request.destination),
            sourceCity: posted.source.city,
            destinationCity: posted.destination.city,
            weightValue: request.weight.value,
            weightUnit: request.weight.unit,
            weightKg: posted.weightKg,
            material: request.material,
            hsnCode: blankToNull(request.hsnCode),
            loadType: request.loadType,
            truckType: posted.truckType,
            truckSubType: posted.truckSubType,
            currency: posted.currency,
            scheduledDate: posted.scheduledDate,
            images: request.images,
            createdAt: now,
            updatedAt: now,
          })
          .returning();
        if (!row) throw new Error('Load was not stored');
        await files.attach(
          tx,
          request.images.map((image) => image.url),
          { kind: 'load', id: row.id },
          shipperUserId,
        );
        await onPosted?.(tx, row);
        return { loadId: row.id };
      });
    },

    /** A page of My Loads, ordered and filtered as the list asks. */
    pageForShipper: (shipperUserId: string, request: MyLoadsRequest) =>
      pageMyLoads(db, shipperUserId, request),

    /** My Loads: 'pending' is every load still under way, 'done' the completed and cancelled. */
    async listForShipper(shipperUserId: string, status: 'pending' | 'done') {
      return (await pageMyLoads(db, shipperUserId, { status })).rows;
    },

    /** The dialog sends the whole stop, so an omitted field is cleared (no coordinates: no exact spot). */
    async updateLocation(
      shipperUserId: string,
      loadId: string,
      update: LocationUpdate,
    ): Promise<void> {
      await db.transaction(async (tx) => {
        const row = await getOwned(shipperUserId, loadId, tx, { forUpdate: true });
        assertStopEditable(update.type, row.status);
        const stop: StoredStop = { ...row[update.type], ...storedStopDetails(update) };
        await tx
          .update(loads)
          .set({ [update.type]: stop, updatedAt: clock.now() })
          .where(eq(loads.id, loadId));
      });
    },

    /**
     * Only before the truck is out to collect: stamped later it would claim the load was ready
     * after it was already collected. Setting it twice keeps the first time.
     */
    async markReady(shipperUserId: string, loadId: string): Promise<void> {
      await db.transaction(async (tx) => {
        const row = await getOwned(shipperUserId, loadId, tx, { forUpdate: true });
        if (!canMarkLoadReady(row.status)) {
          throw new HttpError(
            409,
            MARK_READY_REFUSALS[row.status] ?? 'This load can no longer be marked ready.',
          );
        }
        if (row.loadReadyAt) return;
        const now = clock.now();
        await tx
          .update(loads)
          .set({ loadReadyAt: now, updatedAt: now })
          .where(eq(loads.id, loadId));
      });
    },

    /** For the trip and acceptance flows: moves the load and stamps the matching time. */
    async markStatus(tx: Database, loadId: string, status: LoadStatus, at: Date): Promise<LoadRow> {
      const column = status in reachedAt ? reachedAt[status as keyof typeof reachedAt] : null;
      const [row] = await tx
        .update(loads)
        .set({ status, updatedAt: at, ...(column ? { [column]: at } : {}) })
        .where(eq(loads.id, loadId))
        .returning();
      if (!row) throw notFound(LOAD_NOT_FOUND);
      return row;
    },

    /** Acceptance takes the load off Find Loads for everyone else; cancelling it puts it back. */
    async markAccepted(tx: Database, loadId: string, quoteId: string | null): Promise<void> {
      await tx.update(loads).set({ acceptedQuoteId: quoteId }).where(eq(loads.id, loadId));
    },

    /** The 60-minute promise is measured from posting to the first quote. */
    async recordFirstQuote(tx: Database, loadId: string, at: Date): Promise<void> {
      await tx
        .update(loads)
        .set({ firstQuoteAt: at })
        .where(and(eq(loads.id, loadId), isNull(loads.firstQuoteAt)));
    },
  };
}

export type LoadsService = ReturnType<typeof createLoadsService>;
