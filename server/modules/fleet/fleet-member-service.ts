import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { StoredFile } from '../../../src/contract/files';
import type { FleetStatus } from '../../../src/contract/trucks';
import { isUniqueViolation, type Database } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { HttpError, notFound } from '../../lib/http-error';
import {
  listFilters,
  listOrder,
  pageOfList,
  type ListColumn,
  type ListPage,
  type ListRequest,
} from '../../lib/list-page';
import type { FilesService } from '../files/files-service';
import { toStoredFile } from '../files/stored-file-view';
import { displayTripId, unfinishedTripOf } from '../trips/live-trip';
import type { FleetMemberMessages } from './fleet-member-words';

/** The columns the trucks and drivers tables share (fleet-member-columns.ts). */
type FleetTable = PgTable & {
  id: PgColumn;
  number: PgColumn;
  groupId: PgColumn;
  status: PgColumn;
  createdAt: PgColumn;
};

export type FleetRow = { id: string; groupId: string; status: FleetStatus };

/** How a read holds the row until its transaction ends: against an edit, or against retirement. */
export type RowLock = 'update' | 'share';

export type FleetMemberDependencies = { db: Database; clock: Clock; files: FilesService };

type FleetMemberConfig<Row extends FleetRow, Api, Fields> = {
  /** What the member is: whose files are its, and how a trip names it (truckId, driverId). */
  kind: 'truck' | 'driver';
  table: FleetTable;
  toApi: (row: Row, documents: StoredFile[]) => Api;
  /** The request's fields as stored (trimmed, defaulted). */
  fields: (request: Fields) => Partial<Row>;
  /** What else every stored change sets, beside updatedAt (a truck's version). */
  onChange?: () => Record<string, SQL>;
  messages: FleetMemberMessages;
  /** The list's columns by the screen's ids: what each sorts and filters by. */
  listColumns: Record<string, ListColumn>;
};

/** A page of the group's members: all, or one status; ordered and filtered as the list asks. */
export type FleetListRequest = ListRequest & { status?: FleetStatus };

/**
 * What trucks and drivers share (issue 18): the group's own members only, listed with their
 * files; add and edit with one unique key per group; retire (not while on a trip that has not
 * ended) and reinstate, each a no-op when repeated. Each module keeps its table, fields and words.
 */
export function createFleetMemberService<Row extends FleetRow, Api, Fields>(
  { db, clock, files }: FleetMemberDependencies,
  config: FleetMemberConfig<Row, Api, Fields>,
) {
  const { kind, table, toApi, fields, messages } = config;

  async function withDocuments(rows: Row[]): Promise<Api[]> {
    const documents = await files.listFor(
      kind,
      rows.map((row) => row.id),
    );
    return rows.map((row) => toApi(row, (documents.get(row.id) ?? []).map(toStoredFile)));
  }

  /** Only the group's own member: any other id is simply not found. */
  async function getForGroup(
    groupId: string,
    memberId: string,
    tx: Database = db,
    lock?: RowLock,
  ): Promise<Row> {
    const query = tx
      .select()
      .from(table)
      .where(and(eq(table.id, memberId), eq(table.groupId, groupId)));
    const [row] = (await (lock ? query.for(lock) : query)) as Row[];
    if (!row) throw notFound(messages.notFound);
    return row;
  }

  /** Stores a change to the group's member under its row lock, answering it as it is now. */
  async function change(
    groupId: string,
    memberId: string,
    apply: (tx: Database, row: Row) => Promise<Partial<Row> | null>,
  ): Promise<Row> {
    return db.transaction(async (tx) => {
      const row = await getForGroup(groupId, memberId, tx, 'update');
      const values = await apply(tx, row);
      if (!values) return row;
      const [changed] = (await tx
        .update(table)
        .set({ ...values, ...config.onChange?.(), updatedAt: clock.now() })
        .where(eq(table.id, row.id))
        .returning()) as Row[];
      if (!changed) throw notFound(messages.notFound);
      return changed;
    });
  }

  /** A page of the group's members (newest first unless asked otherwise), with their files. */
  async function pageForGroup(groupId: string, request: FleetListRequest): Promise<ListPage<Api>> {
    const { status } = request;
    const where = and(
      eq(table.groupId, groupId),
      status ? eq(table.status, status) : undefined,
      ...listFilters(config.listColumns, request),
    );
    const newestFirst = [desc(table.createdAt), desc(table.number)];
    const page = await pageOfList(request, {
      rows: async (window) => {
        const query = db
          .select()
          .from(table)
          .where(where)
          .orderBy(...listOrder(config.listColumns, request, newestFirst))
          .$dynamic();
        return (await (window ? query.limit(window.limit).offset(window.offset) : query)) as Row[];
      },
      count: async () =>
        (await db.select({ total: count() }).from(table).where(where))[0]?.total ?? 0,
    });
    return { rows: await withDocuments(page.rows), pagination: page.pagination };
  }

  return {
    getForGroup,
    pageForGroup,

    /**
     * A member the group can still quote with or send on a trip: a retired one is as good as not
     * found. Read under a share lock, so a retirement waits for the caller's transaction and
     * then sees what it did with the member.
     */
    async getActiveForGroup(groupId: string, memberId: string, tx: Database): Promise<Row> {
      const row = await getForGroup(groupId, memberId, tx, 'share');
      if (row.status !== 'active') throw notFound(messages.notFound);
      return row;
    },

    /** The group's members, newest first; only those of one status when asked. */
    async listForGroup(groupId: string, status?: FleetStatus): Promise<Api[]> {
      return (await pageForGroup(groupId, { status })).rows;
    },

    /** One of the group's members as the detail dialog shows it, documents included. */
    async detailsForGroup(groupId: string, memberId: string): Promise<Api> {
      const [member] = await withDocuments([await getForGroup(groupId, memberId)]);
      if (!member) throw notFound(messages.notFound);
      return member;
    },

    /**
     * With a `requestId` (the request's Idempotency-Key) it is the member's id, so a retry after
     * a crash between the commit and the answer is answered with the member it added.
     */
    async create(groupId: string, request: Fields, requestId?: string): Promise<Row> {
      const now = clock.now();
      const [row] = (await db
        .insert(table)
        .values({
          ...fields(request),
          ...(requestId === undefined ? {} : { id: requestId }),
          groupId,
          createdAt: now,
          updatedAt: now,
        })
        .onConflictDoNothing()
        .returning()) as Row[];
      if (row) return row;
      if (requestId !== undefined) {
        const [added] = (await db
          .select()
          .from(table)
          .where(and(eq(table.id, requestId), eq(table.groupId, groupId)))) as Row[];
        if (added) return added;
      }
      // Else the only unique key a new member can meet is the group's one (its plate, its phone).
      throw new HttpError(409, messages.taken);
    },

    /** Edit: the whole member again, as validated for adding one; the unique key stays unique. */
    async update(groupId: string, memberId: string, request: Fields): Promise<Row> {
      try {
        return await change(groupId, memberId, async () => fields(request));
      } catch (error) {
        if (isUniqueViolation(error)) throw new HttpError(409, messages.taken);
        throw error;
      }
    },

    /**
     * Retired: kept on past trips, offered for no new quote or trip. Not while a trip it is on
     * has not ended, so no trip loses the truck or driver (and the link their phone uses) it
     * counts on. Retiring twice is a no-op.
     */
    async retire(groupId: string, memberId: string): Promise<Row> {
      return change(groupId, memberId, async (tx, row) => {
        if (row.status === 'inactive') return null;
        const assignee = kind === 'truck' ? { truckId: row.id } : { driverId: row.id };
        const trip = await unfinishedTripOf(tx, assignee);
        if (trip) throw new HttpError(409, messages.onTrip(displayTripId(trip.number)));
        return { status: 'inactive' } as Partial<Row>;
      });
    },

    /** Back in service; reinstating an active member is a no-op. */
    async reinstate(groupId: string, memberId: string): Promise<Row> {
      return change(groupId, memberId, async (_tx, row) =>
        row.status === 'active' ? null : ({ status: 'active' } as Partial<Row>),
      );
    },
  };
}

export type FleetMemberService<Row extends FleetRow, Api, Fields> = ReturnType<
  typeof createFleetMemberService<Row, Api, Fields>
>;
