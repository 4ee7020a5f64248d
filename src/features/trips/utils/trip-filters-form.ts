import { z } from 'zod';
import { tripStatusSchema } from '../../../contract/trips';
import { ID_FILTER_MAX_LENGTH, toIsoDay, type TripsFilterValues } from './trip-filters';

/** docs/product.md §2: a date range, or a single date that sets both ends. */
export const DATE_MODES = ['range', 'single'] as const;
export type DateMode = (typeof DATE_MODES)[number];

const idField = z.string().trim().max(ID_FILTER_MAX_LENGTH);

/** The filter form as typed; error messages are keys of trips.json `filters.errors`. */
export const tripFiltersFormSchema = z
  .object({
    dateMode: z.enum(DATE_MODES),
    startDate: z.string(),
    endDate: z.string(),
    singleDate: z.string(),
    status: z.union([tripStatusSchema, z.literal('')]),
    loadId: idField,
    driverId: idField,
    truckId: idField,
  })
  .refine(
    (values) =>
      values.dateMode !== 'range' ||
      !values.startDate ||
      !values.endDate ||
      values.startDate <= values.endDate,
    { path: ['endDate'], message: 'endBeforeStart' },
  );
export type TripFiltersFormValues = z.input<typeof tripFiltersFormSchema>;

/** The form showing the applied filters: one day on both ends reads as a single date. */
export function formValuesFromFilters(filters: TripsFilterValues): TripFiltersFormValues {
  const single = filters.startDate !== '' && filters.startDate === filters.endDate;
  return {
    dateMode: single ? 'single' : 'range',
    startDate: single ? '' : filters.startDate,
    endDate: single ? '' : filters.endDate,
    singleDate: single ? filters.startDate : '',
    status: filters.status,
    loadId: filters.loadId,
    driverId: filters.driverId,
    truckId: filters.truckId,
  };
}

export function filtersFromFormValues(values: TripFiltersFormValues): TripsFilterValues {
  const single = values.dateMode === 'single';
  return {
    startDate: toIsoDay(single ? values.singleDate : values.startDate),
    endDate: toIsoDay(single ? values.singleDate : values.endDate),
    status: values.status,
    loadId: values.loadId.trim(),
    driverId: values.driverId.trim(),
    truckId: values.truckId.trim(),
  };
}
