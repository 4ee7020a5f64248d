import { z } from 'zod';
import { findLoadsRequest, weightUnitSchema } from '../../../contract/loads';
import { parseCityOption, type CityChoice } from './city-options';

export const QUOTE_STATUS_FILTERS = [
  'all',
  'pending',
  'accepted',
  'rejected',
  'not_quoted',
] as const;
export type QuoteStatusFilter = (typeof QUOTE_STATUS_FILTERS)[number];

// The contract's rule for the weight filter, without its optional/nullable wrappers.
const weightRule = findLoadsRequest.shape.weight.unwrap().unwrap();

/** The filter form as typed: selects hold option values, the weight is still text. */
export const filtersFormSchema = z.object({
  destination: z.string(),
  origin: z.string(),
  weight: z
    .string()
    .trim()
    .transform((text, ctx) => {
      if (text === '') return null;
      const parsed = weightRule.max(1_000_000).safeParse(Number(text));
      if (parsed.success) return parsed.data;
      ctx.addIssue({ code: 'custom', message: 'weightInvalid' });
      return z.NEVER;
    }),
  weightUnit: weightUnitSchema,
  quoteStatus: z.enum(QUOTE_STATUS_FILTERS),
});
export type FiltersFormInput = z.input<typeof filtersFormSchema>;
export type FiltersFormOutput = z.output<typeof filtersFormSchema>;

/** What the list is filtered by: null cities and weight mean 'any'. */
export type FindLoadsFilters = {
  destination: CityChoice | null;
  origin: CityChoice | null;
  weight: number | null;
  weightUnit: 'ton' | 'kg';
  quoteStatus: QuoteStatusFilter;
};

export const EMPTY_FILTERS_FORM: FiltersFormInput = {
  destination: '',
  origin: '',
  weight: '',
  weightUnit: 'ton',
  quoteStatus: 'all',
};

export const NO_FILTERS: FindLoadsFilters = {
  destination: null,
  origin: null,
  weight: null,
  weightUnit: 'ton',
  quoteStatus: 'all',
};

export function toFilters(values: FiltersFormOutput): FindLoadsFilters {
  return {
    destination: parseCityOption(values.destination),
    origin: parseCityOption(values.origin),
    weight: values.weight,
    weightUnit: values.weightUnit,
    quoteStatus: values.quoteStatus,
  };
}

/** How many filters narrow the list, for the phone's collapsed 'Filters' toggle. */
export function activeFilterCount(filters: FindLoadsFilters): number {
  return [
    filters.destination !== null,
    filters.origin !== null,
    filters.weight !== null,
    filters.quoteStatus !== 'all',
  ].filter(Boolean).length;
}
