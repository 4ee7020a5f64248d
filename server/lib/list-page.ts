import { asc, desc, ilike, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Language } from '../../src/contract/languages';
import { LIST_PAGE_SIZE, type Pagination } from '../../src/contract/list-page';

/** What the server does with one of a list's columns, under the id the screen gives it. */
export type ListColumn = {
  /** What the column sorts by (a display id by its number, a date by its instant). */
  order?: AnyColumn | SQL;
  /** Its order for a reader of another language, when the column shows names in it. */
  orderIn?: Partial<Record<Language, SQL>>;
  /** The text the column shows, for its filter: rows containing the filter, ignoring case. */
  text?: AnyColumn | SQL;
  /** Rows the text filter also matches, e.g. a place by the name it shows in Arabic. */
  alsoMatching?: (filter: string) => SQL | undefined;
  /** An instant the column shows as a day, for its day filter in the caller's time zone. */
  day?: AnyColumn | SQL;
};

/** A list request as the contract parses it: page, order and one filter per column id. */
export type ListRequest = {
  page?: number;
  limit?: number;
  sort?: string;
  order?: 'asc' | 'desc';
  timeZone?: string;
  /** The reader's language (the request's), for a column that orders by the names it shows. */
  language?: Language;
} & Record<string, unknown>;

/** The rows of one page, with docs/product.md §3's pagination. */
export type ListPage<Row> = { rows: Row[]; pagination: Pagination };

/** Page size and offset when the request pages; null when it asks for the whole list. */
export type PageWindow = { limit: number; offset: number } | null;

const LIKE_SPECIALS = /[\\%_]/g;

/** docs/product.md §4: a row must match every filter given; a blank filter matches all. */
export function listFilters(columns: Record<string, ListColumn>, request: ListRequest): SQL[] {
  const conditions: SQL[] = [];
  for (const [id, column] of Object.entries(columns)) {
    const value = request[id];
    if (typeof value !== 'string' || value.trim() === '') continue;
    if (column.text) {
      const shown = ilike(column.text, `%${value.trim().replace(LIKE_SPECIALS, '\\$&')}%`);
      conditions.push(or(shown, column.alsoMatching?.(value)) ?? shown);
    } else if (column.day) {
      // The day's bounds in the caller's zone, as a range on the value so its index serves it.
      const zone = request.timeZone ?? 'UTC';
      conditions.push(
        sql`${column.day} >= (${value}::date::timestamp AT TIME ZONE ${zone})`,
        sql`${column.day} < ((${value}::date + 1)::timestamp AT TIME ZONE ${zone})`,
      );
    }
  }
  return conditions;
}

/**
 * The order asked for, blanks last either way as the table keeps them; ties (and a list with
 * no order asked for) fall back to `newestFirst`, so a row never shows on two pages.
 */
export function listOrder(
  columns: Record<string, ListColumn>,
  request: ListRequest,
  newestFirst: SQL[],
): SQL[] {
  const column = request.sort ? columns[request.sort] : undefined;
  const key = (request.language && column?.orderIn?.[request.language]) ?? column?.order;
  if (!key) return newestFirst;
  const direction = request.order === 'desc' ? desc : asc;
  return [sql`${direction(key)} nulls last`, ...newestFirst];
}

export function pageWindow({ page, limit }: ListRequest): PageWindow {
  if (page === undefined && limit === undefined) return null;
  const size = limit ?? LIST_PAGE_SIZE;
  return { limit: size, offset: ((page ?? 1) - 1) * size };
}

/**
 * One page of a list and its count: two queries side by side (the rows, and a count over the
 * same filters) however many rows match. Without page and limit the whole list is one page.
 */
export async function pageOfList<Row>(
  request: ListRequest,
  query: { rows: (window: PageWindow) => Promise<Row[]>; count: () => Promise<number> },
): Promise<ListPage<Row>> {
  const window = pageWindow(request);
  if (!window) {
    const rows = await query.rows(null);
    return { rows, pagination: { page: 1, limit: rows.length, total: rows.length, totalPages: 1 } };
  }
  const [rows, total] = await Promise.all([query.rows(window), query.count()]);
  const totalPages = Math.max(1, Math.ceil(total / window.limit));
  return { rows, pagination: { page: request.page ?? 1, limit: window.limit, total, totalPages } };
}
