import { addDays, startOfMonth, startOfWeek } from 'date-fns';

/** docs/product.md §9: weeks start on Sunday. */
export const WEEK_STARTS_ON = 0;

// Six weeks always, so the popover keeps its height from month to month.
const DAYS_SHOWN = 42;

/** The days of a one-month grid, including the outside days that fill its first and last weeks. */
export function getCalendarDays(month: Date): Date[] {
  const first = startOfWeek(startOfMonth(month), { weekStartsOn: WEEK_STARTS_ON });
  return Array.from({ length: DAYS_SHOWN }, (_, index) => addDays(first, index));
}
