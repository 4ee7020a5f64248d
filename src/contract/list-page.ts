import { z } from 'zod';
import { MAX_PAGE } from './paging';

/** A paged list's rows by default, and the most one page holds (a larger size is clamped). */
export const LIST_PAGE_SIZE = 20;
export const LIST_PAGE_MAX = 100;

const WHOLE_NUMBER = { error: 'Choose a page and a number of rows per page as whole numbers.' };

/** A real calendar day: 2026-02-31 is refused here rather than failing in the database. */
const DATE_MESSAGE = 'Use a date as yyyy-MM-dd.';
export const calendarDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, DATE_MESSAGE)
  .refine((day) => {
    const date = new Date(`${day}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(day);
  }, DATE_MESSAGE);

/** The browser's IANA time zone, in which a day filter's day begins and ends. */
export const timeZoneSchema = z
  .string()
  .max(64)
  .refine((zone) => Intl.supportedValuesOf('timeZone').includes(zone) || zone === 'UTC', {
    message: 'Unknown time zone.',
  })
  .default('UTC');

const jsonNumber = () => z.number(WHOLE_NUMBER);

/**
 * Which page of a list: both left out answers the whole list as one page (what clients that
 * predate paging read); either given pages it, 20 rows by default and at most 100.
 * `number` is `z.coerce.number()` for a query string.
 */
export function pageFields(number: () => z.ZodNumber = jsonNumber) {
  return {
    page: number()
      .int(WHOLE_NUMBER.error)
      .min(1, `Choose a page from 1 to ${MAX_PAGE}.`)
      .max(MAX_PAGE, `Choose a page from 1 to ${MAX_PAGE}.`)
      .optional(),
    limit: number()
      .int(WHOLE_NUMBER.error)
      .min(1, 'Choose at least 1 row per page.')
      .transform((size) => Math.min(size, LIST_PAGE_MAX))
      .optional(),
  };
}

/** A number in a query string. */
export const queryNumber = (): z.ZodNumber => z.coerce.number(WHOLE_NUMBER);

/**
 * The order a client asks for: one of the list's columns (their ids are the screen's column ids)
 * and a direction, ascending by default. Without `sort`, newest first.
 */
export function sortFields<const Column extends string>(columns: readonly [Column, ...Column[]]) {
  return {
    sort: z.enum(columns, { error: `Sort by one of: ${columns.join(', ')}.` }).optional(),
    order: z.enum(['asc', 'desc'], { error: 'Order is asc or desc.' }).optional(),
  };
}

/** A column's filter text: rows whose shown value contains it, ignoring case. */
export const textFilter = z.string().trim().max(100, 'Use at most 100 characters in a filter.');

/**
 * docs/product.md §4 Data table filters as query parameters, one per filterable column (a row
 * must match all): text columns by what they contain, date columns by the day (yyyy-MM-dd) in
 * `timeZone`.
 */
export function filterFields<const Text extends string, const Day extends string = never>(
  text: readonly Text[],
  days: readonly Day[] = [],
) {
  const fields: Record<string, z.ZodType> = {};
  for (const column of text) fields[column] = textFilter.optional();
  for (const column of days) fields[column] = calendarDay.optional().or(z.literal(''));
  if (days.length > 0) fields.timeZone = timeZoneSchema;
  return fields as { [Key in Text]: z.ZodOptional<typeof textFilter> } & {
    [Key in Day]: z.ZodUnion<[z.ZodOptional<typeof calendarDay>, z.ZodLiteral<''>]>;
  } & ([Day] extends [never] ? object : { timeZone: typeof timeZoneSchema });
}

/** docs/product.md §3 Pagination of loads and trips, and of every list paged like them. */
export const paginationSchema = z.object({
  page: z.number().int(),
  totalPages: z.number().int(),
  total: z.number().int(),
  limit: z.number().int(),
});
export type Pagination = z.infer<typeof paginationSchema>;
