import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { getFilterKind } from '../../src/components/data-table/column-filter-kind';
import type { DataTableColumn } from '../../src/components/data-table/data-table-column';
import { driverLinkColumns } from '../../src/features/driver-links/list/driver-link-columns';
import { driverColumns } from '../../src/features/drivers/components/driver-columns';
import {
  activeLoadColumns,
  completedLoadColumns,
} from '../../src/features/loads/list/load-columns';
import { tripColumns } from '../../src/features/trips/list/trip-columns';
import { truckColumns } from '../../src/features/trucks/components/truck-columns';
import {
  referenceLabels,
  type ReferenceLabels,
} from '../../src/lib/reference-names/reference-labels';

/** A translator into a language with no word 'date' in it: every title comes back in Arabic. */
const arabicLike = ((key: string) => `عمود ${key.length}`) as unknown as TFunction<never>;
/** The English titles' keys, to know which columns are dates in English (docs/product.md §5). */
const keys = ((key: string) => key) as unknown as TFunction<never>;

/** Places as stored: the columns that name them need the reference labels (issue 20). */
const labels = referenceLabels('en', undefined, keys as never);

const lists: Record<
  string,
  (t: TFunction<never>, places: ReferenceLabels) => DataTableColumn<never>[]
> = {
  'My Loads (active)': activeLoadColumns as never,
  'My Loads (completed)': completedLoadColumns as never,
  Trips: tripColumns as never,
  Trucks: truckColumns as never,
  Drivers: driverColumns as never,
  'Driver Links': driverLinkColumns as never,
};

/**
 * Issue 20: the table told a date column by 'date' in its English title, so in Arabic the My
 * Loads dates showed as raw ISO text. A column whose title key says Date declares its type.
 */
describe('date columns in any language', () => {
  it.each(Object.entries(lists))('%s: every date column says so itself', (_, columns) => {
    const english = columns(keys, labels);
    const translated = columns(arabicLike, labels);
    const dateColumns = english.filter((column) => /date/i.test(column.title));
    expect(dateColumns.length).toBeGreaterThan(0);
    for (const column of dateColumns) {
      const inArabic = translated.find(({ id }) => id === column.id)!;
      expect(inArabic.type, column.id).toBe('date');
    }
  });

  // docs/product.md §5: Status and Added Date never get a filter box, in Arabic too.
  it.each(Object.entries(lists))('%s: no filter box on Status or Added Date', (_, columns) => {
    const english = columns(keys, labels);
    const translated = columns(arabicLike, labels);
    const unfiltered = english.filter(({ title }) => /\.(status|addedDate)$/.test(title));
    expect(unfiltered.length).toBeGreaterThan(0);
    for (const column of unfiltered) {
      const inArabic = translated.find(({ id }) => id === column.id)!;
      expect(getFilterKind(inArabic), column.id).toBe('none');
    }
  });
});
