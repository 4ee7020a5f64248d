import { and, count, desc, eq, lte, notExists, sql, type SQL } from 'drizzle-orm';
import type { FindLoadsRequest, FindLoadsRow } from '../../../src/contract/loads';
import { countries } from '../../../src/contract/reference';
import type { Database } from '../../db/database';
import { quotes } from '../quotes/quotes.schema';
import { trips } from '../trips/trips.schema';
import { displayLoadId } from './load-lookup';
import { loads, openLoadCount } from './loads.schema';
import { respondByOf } from './respond-by';

type QuoteStatus = NonNullable<FindLoadsRow['quoteStatus']>;

/** The reference spelling of a city typed in any case; unknown names are matched as given. */
function canonicalCity(name: string): string {
  const wanted = name.normalize('NFC').toLowerCase();
  for (const country of countries) {
    const city = country.cities.find((c) => c.name.normalize('NFC').toLowerCase() === wanted);
    if (city) return city.name;
  }
  return name;
}

function loadFilters(request: FindLoadsRequest): SQL[] {
  const filters: SQL[] = [];
  if (request.origin) {
    filters.push(sql`lower(${loads.sourceCity}) = lower(${canonicalCity(request.origin)})`);
  }
  if (request.destination) {
    filters.push(
      sql`lower(${loads.destinationCity}) = lower(${canonicalCity(request.destination)})`,
    );
  }
  if (request.weight) {
    const kg = (request.weightUnit ?? 'ton') === 'ton' ? request.weight * 1000 : request.weight;
    filters.push(lte(loads.weightKg, kg));
  }
  return filters;
}

// Contacts and addresses are not even selected here: Find Loads never shows them.
const columns = {
  id: loads.id,
  number: loads.number,
  sourceCountry: sql<string>`${loads.source}->>'country'`.as('source_country'),
  sourceCity: loads.sourceCity,
  destinationCountry: sql<string>`${loads.destination}->>'country'`.as('destination_country'),
  destinationCity: loads.destinationCity,
  weightValue: loads.weightValue,
  weightUnit: loads.weightUnit,
  material: loads.material,
  hsnCode: loads.hsnCode,
  loadType: loads.loadType,
  truckType: loads.truckType,
  truckSubType: loads.truckSubType,
  currency: loads.currency,
  scheduledDate: loads.scheduledDate,
  createdAt: loads.createdAt,
  status: loads.status,
  firstQuoteAt: loads.firstQuoteAt,
};

/** Open: posted, not yet accepted by anyone (the partial indexes' own predicate). */
const isOpen = sql`${loads.status} = 'pending' and ${loads.acceptedQuoteId} is null`;

/**
 * Find Loads: open loads the group has not quoted, plus every load it has quoted.
 * One query for the page (newest first: down the open-loads index, and down the group's quotes
 * in their loads' order) and one for the total: the open loads (a counter the triggers keep, or
 * the index when filtered), corrected with the group's own quotes:
 * total = open − open already quoted by the group + quoted by the group.
 */
export function createFindLoadsService({ db }: { db: Database }) {
  return {
    async find(groupId: string, request: FindLoadsRequest) {
      const filters = loadFilters(request);
      const quotedByGroup = db
        .select({ one: sql`1` })
        .from(quotes)
        .where(and(eq(quotes.loadId, loads.id), eq(quotes.groupId, groupId)));

      const open = db
        .select({
          ...columns,
          quoteStatus: sql<QuoteStatus | null>`null::text`.as('quote_status'),
          tripId: sql<string | null>`null::uuid`.as('trip_id'),
        })
        .from(loads)
        .where(and(isOpen, notExists(quotedByGroup), ...filters));
      const quoteStatusFilter = request.quote_status
        ? eq(quotes.status, request.quote_status)
        : undefined;
      const quoted = db
        .select({
          ...columns,
          quoteStatus: sql<QuoteStatus | null>`${quotes.status}`.as('quote_status'),
          tripId: sql<string | null>`${trips.id}`.as('trip_id'),
        })
        .from(loads)
        .innerJoin(quotes, and(eq(quotes.loadId, loads.id), eq(quotes.groupId, groupId)))
        // Only the group's own live trip: another carrier's trip is none of its business.
        .leftJoin(
          trips,
          and(
            eq(trips.loadId, loads.id),
            eq(trips.groupId, groupId),
            sql`${trips.status} <> 'cancelled'`,
          ),
        )
        .where(and(...filters, quoteStatusFilter));

      // Each side is cut to the rows the page could need, so the open side walks its index
      // newest first and stops, instead of ranking every open load.
      const { page, limit } = request;
      const needed = page * limit;
      const newestOpen = open.orderBy(desc(loads.createdAt), desc(loads.number)).limit(needed);
      const newestQuoted = quoted
        .orderBy(desc(quotes.loadCreatedAt), desc(quotes.loadNumber))
        .limit(needed);
      const matches = (
        request.quote_status === undefined
          ? newestOpen.unionAll(newestQuoted)
          : request.quote_status === null
            ? newestOpen
            : newestQuoted
      ).as('matches');
      const [rows, total] = await Promise.all([
        db
          .select()
          .from(matches)
          .orderBy(desc(matches.createdAt), desc(matches.number))
          .limit(limit)
          .offset((page - 1) * limit),
        countMatches(db, groupId, request, filters),
      ]);
      return {
        rows: rows.map((row): FindLoadsRow => ({
          _id: row.id,
          id: displayLoadId(row.number),
          source: { country: row.sourceCountry, city: row.sourceCity },
          destination: { country: row.destinationCountry, city: row.destinationCity },
          weight: { value: row.weightValue, unit: row.weightUnit },
          material: row.material,
          hsnCode: row.hsnCode,
          loadType: row.loadType,
          truckType: row.truckType,
          truckSubType: row.truckSubType,
          currency: row.currency,
          scheduledDate: row.scheduledDate.toISOString(),
          createdAt: row.createdAt.toISOString(),
          status: row.status,
          quoteStatus: row.quoteStatus,
          respondBy: respondByOf(row),
          tripId: row.tripId,
        })),
        pagination: { page, limit, total, totalPages: Math.max(1, Math.ceil(total / limit)) },
      };
    },
  };
}

/** The total of the page's union, without walking it: see createFindLoadsService. */
async function countMatches(
  db: Database,
  groupId: string,
  request: FindLoadsRequest,
  filters: SQL[],
): Promise<number> {
  const [counted] = await db
    .select({
      open:
        request.quote_status === undefined || request.quote_status === null
          ? sql<number>`(${
              // Unfiltered, the trigger-kept counter; filtered, the open-loads index.
              filters.length === 0
                ? db.select({ n: openLoadCount.count }).from(openLoadCount)
                : db
                    .select({ n: count() })
                    .from(loads)
                    .where(and(isOpen, ...filters))
            })`.mapWith(Number)
          : sql<number>`0`.mapWith(Number),
      openQuoted: sql<number>`count(*) filter (where ${isOpen})`.mapWith(Number),
      quoted: request.quote_status
        ? sql<number>`count(*) filter (where ${quotes.status} = ${request.quote_status})`.mapWith(
            Number,
          )
        : count(),
    })
    .from(quotes)
    .innerJoin(loads, eq(loads.id, quotes.loadId))
    .where(and(eq(quotes.groupId, groupId), ...filters));
  const { open = 0, openQuoted = 0, quoted = 0 } = counted ?? {};
  if (request.quote_status === null) return open - openQuoted;
  if (request.quote_status) return quoted;
  return open - openQuoted + quoted;
}

export type FindLoadsService = ReturnType<typeof createFindLoadsService>;
