import type { z } from 'zod';
import { loadTypeSchema, weightUnitSchema, type LoadDraft } from '../../../contract/loads';
import { CURRENCIES } from '../../../contract/money';
import { coordinatesSchema } from '../../../contract/reference';
import type { LngLat } from '../../../lib/gazetteer';
import { filterWeightInput } from './weight-input';
import { findCountry, findTruckType, isCityOf, truckOptionsOf } from './reference-options';

export type LoadType = z.infer<typeof loadTypeSchema>;
export type WeightUnit = z.infer<typeof weightUnitSchema>;

/** The Post New Load form: the fields of docs/product.md §3's load posting draft, as the inputs hold them. */
export type PostLoadFormValues = {
  sourceCountry: string;
  sourceCity: string;
  destCountry: string;
  destCity: string;
  loadType: LoadType;
  material: string;
  hsnCode: string;
  weight: string;
  weightUnit: WeightUnit;
  scheduledDate: string;
  scheduledTime: string;
  currency: string;
  truckType: string;
  truckOption: string;
  /** Picked images, uploaded when the load is posted; files cannot be drafted for a visitor. */
  images: File[];
} & StopDetailsValues<'source'> &
  StopDetailsValues<'dest'>;

/** Post a Load's two stops, as its field names spell them. */
export type StopPrefix = 'source' | 'dest';

/** What helps the driver find a stop, all optional: the number is its national digits only. */
type StopDetailsValues<P extends StopPrefix> = {
  [K in `${P}Address` | `${P}ContactPerson` | `${P}ContactNumber`]: string;
} & { [K in `${P}Coordinates`]: LngLat | null };

export const EMPTY_POST_LOAD_VALUES: PostLoadFormValues = {
  sourceCountry: '',
  sourceCity: '',
  destCountry: '',
  destCity: '',
  loadType: 'FTL',
  material: '',
  hsnCode: '',
  weight: '',
  weightUnit: 'ton',
  scheduledDate: '',
  scheduledTime: '',
  currency: '',
  truckType: '',
  truckOption: '',
  images: [],
  sourceAddress: '',
  sourceContactPerson: '',
  sourceContactNumber: '',
  sourceCoordinates: null,
  destAddress: '',
  destContactPerson: '',
  destContactNumber: '',
  destCoordinates: null,
};

const isLoadType = (value: unknown): value is LoadType => loadTypeSchema.safeParse(value).success;
const pointOf = (value: unknown): LngLat | null => {
  const parsed = coordinatesSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
};
const digitsOf = (value: string | undefined) => (/^\d+$/.test(value ?? '') ? (value ?? '') : '');
const isWeightUnit = (value: unknown): value is WeightUnit =>
  weightUnitSchema.safeParse(value).success;

/**
 * A stored or server-held draft as form values. Anything the reference data no longer knows (a
 * renamed city, a retired truck type) is dropped rather than shown as a choice the list lacks.
 */
export function formValuesFromDraft(draft: LoadDraft | null | undefined): PostLoadFormValues {
  if (!draft) return EMPTY_POST_LOAD_VALUES;
  const sourceCountry = findCountry(draft.sourceCountry ?? '')?.name ?? '';
  const destCountry = findCountry(draft.destCountry ?? '')?.name ?? '';
  const loadType = isLoadType(draft.loadType) ? draft.loadType : EMPTY_POST_LOAD_VALUES.loadType;
  const truckType = loadType === 'LTL' ? '' : (findTruckType(draft.truckType ?? '')?.name ?? '');
  const options = truckOptionsOf(truckType);
  const truckOption = options.includes(draft.truckOption ?? '')
    ? (draft.truckOption ?? '')
    : (options[0] ?? '');
  const sourceCity = isCityOf(sourceCountry, draft.sourceCity ?? '')
    ? (draft.sourceCity ?? '')
    : '';
  const destCity = isCityOf(destCountry, draft.destCity ?? '') ? (draft.destCity ?? '') : '';
  return {
    sourceCountry,
    sourceCity,
    destCountry,
    destCity,
    loadType,
    material: draft.material ?? '',
    hsnCode: draft.hsnCode ?? '',
    weight: filterWeightInput(draft.weight ?? ''),
    weightUnit: isWeightUnit(draft.weightUnit) ? draft.weightUnit : 'ton',
    scheduledDate: /^\d{4}-\d{2}-\d{2}$/.test(draft.scheduledDate ?? '')
      ? (draft.scheduledDate ?? '')
      : '',
    scheduledTime: /^\d{2}:\d{2}(:\d{2})?$/.test(draft.scheduledTime ?? '')
      ? (draft.scheduledTime ?? '')
      : '',
    currency: CURRENCIES.includes(draft.currency ?? '') ? (draft.currency ?? '') : '',
    truckType,
    truckOption,
    images: [],
    sourceAddress: draft.sourceAddress ?? '',
    sourceContactPerson: draft.sourceContactPerson ?? '',
    sourceContactNumber: digitsOf(draft.sourceContactNumber),
    // A point belongs to its city: without the city it would send the driver who knows where.
    sourceCoordinates: sourceCity ? pointOf(draft.sourceCoordinates) : null,
    destAddress: draft.destAddress ?? '',
    destContactPerson: draft.destContactPerson ?? '',
    destContactNumber: digitsOf(draft.destContactNumber),
    destCoordinates: destCity ? pointOf(draft.destCoordinates) : null,
  };
}

/** The form as a draft (docs/product.md §3): blank fields undefined (JSON leaves them out), never the images. */
export function draftFromFormValues(
  values: Partial<Omit<PostLoadFormValues, 'images' | `${StopPrefix}Coordinates`>> & {
    // As react-hook-form's watch() hands them over: possibly partial.
    sourceCoordinates?: readonly (number | undefined)[] | null;
    destCoordinates?: readonly (number | undefined)[] | null;
  },
): LoadDraft {
  const text = (value: string | undefined, max: number) => value?.slice(0, max) || undefined;
  return {
    sourceCountry: text(values.sourceCountry, 80),
    destCountry: text(values.destCountry, 80),
    sourceCity: text(values.sourceCity, 120),
    destCity: text(values.destCity, 120),
    scheduledDate: text(values.scheduledDate, 20),
    scheduledTime: text(values.scheduledTime, 10),
    weight: text(values.weight, 20),
    weightUnit: values.weightUnit,
    material: text(values.material, 200),
    hsnCode: text(values.hsnCode, 40),
    loadType: values.loadType,
    currency: text(values.currency, 3),
    truckType: text(values.truckType, 40),
    truckOption: text(values.truckOption, 40),
    sourceAddress: text(values.sourceAddress, 300),
    sourceContactPerson: text(values.sourceContactPerson, 120),
    sourceContactNumber: text(values.sourceContactNumber, 15),
    sourceCoordinates: pointOf(values.sourceCoordinates) ?? undefined,
    destAddress: text(values.destAddress, 300),
    destContactPerson: text(values.destContactPerson, 120),
    destContactNumber: text(values.destContactNumber, 15),
    destCoordinates: pointOf(values.destCoordinates) ?? undefined,
  };
}
