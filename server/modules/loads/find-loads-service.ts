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

/** Which filters a request uses: each combination is its own prepared statement. */
type Shape = {
  origin: boolean;
  destination: boolean;
  weight: boolean;
  quotes: 'all' | 'none' | 'one';
};

function shapeOf(request: FindLoadsRequest): Shape {
  return {
    origin: Boolean(request.origin),
    destination: Boolean(request.destination),
    weight: Boolean(request.weight),
    quotes:
      request.quote_status === undefined ? 'all' : request.quote_status === null ? 'none' : 'one',
  };
}

/** The statements' parameters, by placeholder name. */
function valuesOf(groupId: string, request: FindLoadsRequest) {
  const { page, limit } = request;
  return {
    groupId,
    origin: request.origin ? canonicalCity(request.origin) : null,
    destination: request.destination ? canonicalCity(request.destination) : null,
    weightKg: request.weight
      ? (request.weightUnit ?? 'ton') === 'ton'
        ? request.weight * 1000
        : request.weight
      : null,
    quoteStatus: request.quote_status ?? null,
    limit,
    offset: (page - 1) * limit,
    // Each side is cut to the rows the page could need.
    needed: page * limit,
  };
}

/** Names the shape's prepared statements, e.g. `od_all`: origin and destination, all quotes. */
const shapeKey = (shape: Shape) =>
  `${shape.origin ? 'o' : ''}${shape.destination ? 'd' : ''}${shape.weight ? 'w' : ''}_${shape.quotes}`;

/** The shape's filters on the loads themselves (the open side). */
function loadFilters(shape: Shape): SQL[] {
  const filters: SQL[] = [];
  if (shape.origin) {
    filters.push(sql`lower(${loads.sourceCity}) = lower(${sql.placeholder('origin')})`);
  }
  if (shape.destination) {
    filters.push(sql`lower(${loads.destinationCity}) = lower(${sql.placeholder('destination')})`);
  }
  if (shape.weight) filters.push(lte(loads.weightKg, sql.placeholder('weightKg')));
  return filters;
}

/** The same filters on the copies each quote keeps of its load's (the quoted side). */
function quoteFilters(shape: Shape): SQL[] {
  const filters: SQL[] = [];
  if (shape.origin) {
    filters.push(sql`${quotes.loadSourceCityKey} = lower(${sql.placeholder('origin')})`);
  }
  if (shape.destination) {
    filters.push(sql`${quotes.loadDestinationCityKey} = lower(${sql.placeholder('destination')})`);
  }
  if (shape.weight) filters.push(lte(quotes.loadWeightKg, sql.placeholder('weightKg')));
  if (shape.quotes === 'one') filters.push(eq(quotes.status, sql.placeholder('quoteStatus')));
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
  images: loads.images,
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
 * The page is chosen from keys alone (newest first: down an open-loads index, and down the
 * group's quotes in their loads' order, both read from the index without the table), and only
 * its rows are then read from loads. The total is one more statement (see countStatement).
 */
export function createFindLoadsService({ db }: { db: Database }) {
  const groupId = sql.placeholder('groupId');

  /**
   * The page and the total of one shape, prepared once: the union is costlier for PostgreSQL to
   * plan than to run, so each connection plans it once, not on every request.
   */
  function statementsFor(shape: Shape) {
    const quotedByGroup = db
      .select({ one: sql`1` })
      .from(quotes)
      .where(and(eq(quotes.loadId, loads.id), eq(quotes.groupId, groupId)));
    const open = db
      .select({
        keyId: sql<string>`${loads.id}`.as('key_id'),
        keyCreatedAt: sql<Date>`${loads.createdAt}`.as('key_created_at'),
        keyNumber: sql<number>`${loads.number}`.as('key_number'),
        quoteStatus: sql<QuoteStatus | null>`null::text`.as('quote_status'),
      })
      .from(loads)
      .where(and(isOpen, notExists(quotedByGroup), ...loadFilters(shape)))
      .orderBy(desc(loads.createdAt), desc(loads.number))
      .limit(sql.placeholder('needed'));
    const quoted = db
      .select({
        keyId: sql<string>`${quotes.loadId}`.as('key_id'),
        keyCreatedAt: sql<Date>`${quotes.loadCreatedAt}`.as('key_created_at'),
        keyNumber: sql<number>`${quotes.loadNumber}`.as('key_number'),
        quoteStatus: sql<QuoteStatus | null>`${quotes.status}`.as('quote_status'),
      })
      .from(quotes)
      .where(and(eq(quotes.groupId, groupId), ...quoteFilters(shape)))
      .orderBy(desc(quotes.loadCreatedAt), desc(quotes.loadNumber))
      .limit(sql.placeholder('needed'));

    const matches = (
      shape.quotes === 'all' ? open.unionAll(quoted) : shape.quotes === 'none' ? open : quoted
    ).as('matches');
    const pageKeys = db
      .select()
      .from(matches)
      .orderBy(desc(matches.keyCreatedAt), desc(matches.keyNumber))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .as('page_keys');
    const key = shapeKey(shape);
    const page = db
      .select({
        ...columns,
        quoteStatus: pageKeys.quoteStatus,
        tripId: sql<string | null>`${trips.id}`.as('trip_id'),
      })
      .from(pageKeys)
      .innerJoin(loads, eq(loads.id, pageKeys.keyId))
      // Only the group's own live trip: another carrier's trip is none of its business.
      .leftJoin(
        trips,
        and(
          eq(trips.loadId, loads.id),
          eq(trips.groupId, groupId),
          sql`${trips.status} <> 'cancelled'`,
        ),
      )
      .orderBy(desc(pageKeys.keyCreatedAt), desc(pageKeys.keyNumber))
      .prepare(`find_loads_page_${key}`);
    const total = countStatement(db, shape).prepare(`find_loads_total_${key}`);
    return { page, total };
  }

  const prepared = new Map<string, ReturnType<typeof statementsFor>>();
  function statements(shape: Shape) {
    const key = shapeKey(shape);
    let found = prepared.get(key);
    if (!found) {
      found = statementsFor(shape);
      prepared.set(key, found);
    }
    return found;
  }

  return {
    async find(groupId: string, request: FindLoadsRequest) {
      const shape = shapeOf(request);
      const { page: pageQuery, total: totalQuery } = statements(shape);
      const values = valuesOf(groupId, request);
      const [rows, [counted]] = await Promise.all([
        pageQuery.execute(values),
        totalQuery.execute(values),
      ]);
      const { open = 0, openQuoted = 0, quoted = 0 } = counted ?? {};
      const total =
        shape.quotes === 'none'
          ? open - openQuoted
          : shape.quotes === 'one'
            ? quoted
            : open - openQuoted + quoted;
      const { page, limit } = request;
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
          images: row.images,
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

/**
 * The total of the page's union, without walking it: the open loads (a counter the triggers
 * keep, or an open-loads index when filtered), corrected with the group's own quotes:
 * total = open − open already quoted by the group + quoted by the group.
 * The group's quotes are counted from quotes_group_find_idx alone: each knows its load's filters
 * and whether it is still open.
 */
function countStatement(db: Database, shape: Shape) {
  const filters = loadFilters(shape);
  const openLoads =
    filters.length > 0
      ? db
          .select({ n: count() })
          .from(loads)
          .where(and(isOpen, ...filters))
      : db.select({ n: openLoadCount.count }).from(openLoadCount);
  return db
    .select({
      open:
        shape.quotes === 'one'
          ? sql<number>`0`.mapWith(Number)
          : sql<number>`(${openLoads})`.mapWith(Number),
      openQuoted: sql<number>`count(*) filter (where ${quotes.loadOpen})`.mapWith(Number),
      quoted: count(),
    })
    .from(quotes)
    .where(and(eq(quotes.groupId, sql.placeholder('groupId')), ...quoteFilters(shape)));
}

export type FindLoadsService = ReturnType<typeof createFindLoadsService>;
