import { describe, expect, it } from 'vitest';
import i18next, { type TFunction } from 'i18next';
import { getFilterKind } from '../../src/components/data-table/column-filter-kind';
import { driverLinkColumns } from '../../src/features/driver-links/list/driver-link-columns';
import {
  activeLoadColumns,
  completedLoadColumns,
} from '../../src/features/loads/list/load-columns';
import { tripColumns } from '../../src/features/trips/list/trip-columns';
import { referenceLabels } from '../../src/lib/reference-names/reference-labels';
import arDriverLinks from '../../src/app/locales/ar/driver-links.json';
import arMyLoads from '../../src/app/locales/ar/my-loads.json';
import arTrips from '../../src/app/locales/ar/trips.json';

/**
 * The lists' columns with their Arabic titles: which column filters by date and which has no
 * filter box must not hang on the English words 'date' and 'status' (docs/product.md §5).
 */
async function arabic<Namespace extends string>(namespace: Namespace, strings: object) {
  const i18n = i18next.createInstance();
  await i18n.init({ lng: 'ar', resources: { ar: { [namespace]: strings } }, ns: [namespace] });
  return i18n.getFixedT('ar', namespace) as unknown as TFunction<Namespace>;
}

function kinds(
  columns: { id: string; title: string; type?: 'text' | 'date'; filterable?: boolean }[],
) {
  return Object.fromEntries(columns.map((column) => [column.id, getFilterKind(column)]));
}

describe('list columns in Arabic', () => {
  const labels = referenceLabels('ar', undefined, i18next.t);

  it('My Loads: status has no filter box, its dates filter by date', async () => {
    const t = await arabic('my-loads', arMyLoads);
    expect(kinds(activeLoadColumns(t, labels))).toMatchObject({
      status: 'none',
      scheduled: 'date',
      posted: 'date',
    });
    expect(kinds(completedLoadColumns(t, labels))).toMatchObject({
      status: 'none',
      completed: 'date',
      posted: 'date',
    });
  });

  it('Trips and Driver Links: the same', async () => {
    expect(kinds(tripColumns(await arabic('trips', arTrips), labels))).toMatchObject({
      status: 'none',
      scheduled: 'date',
      created: 'date',
    });
    expect(
      kinds(driverLinkColumns(await arabic('driver-links', arDriverLinks), labels)),
    ).toMatchObject({ status: 'none', created: 'date' });
  });
});
