import type { TFunction } from 'i18next';
import { z } from 'zod';
import { weightUnitSchema } from '../../../contract/loads';
import { truckTypes } from '../../../contract/reference';
import { createTruckRequest, type CreateTruckRequest } from '../../../contract/trucks';
import { parseWeightInput } from './truck-weight';

/** The contract's ceiling for a truck's max weight, in either unit. */
const MAX_WEIGHT = 100_000;

export type AddTruckFormInput = {
  name: string;
  licensePlate: string;
  model: string;
  /** '' until a type is chosen. */
  type: string;
  /** One of the chosen type's body options. */
  truckOption: string;
  /** As typed: digits and one decimal point. */
  weight: string;
  weightUnit: z.infer<typeof weightUnitSchema>;
};

export const EMPTY_TRUCK_FORM: AddTruckFormInput = {
  name: '',
  licensePlate: '',
  model: '',
  type: '',
  truckOption: '',
  weight: '',
  weightUnit: 'ton',
};

/**
 * SPEC §5 Add Truck with this form's own words for each field, then the contract itself, so what
 * passes here is exactly what POST /api/trucks accepts.
 */
export function addTruckFormSchema(t: TFunction<'trucks'>) {
  const required = (key: string) => z.string().trim().min(1, t(key));
  return z
    .object({
      name: required('add.errors.nameRequired'),
      licensePlate: required('add.errors.licensePlateRequired'),
      model: required('add.errors.modelRequired'),
      type: z
        .string()
        .refine(
          (name) => truckTypes.some((type) => type.name === name),
          t('add.errors.typeRequired'),
        ),
      truckOption: z.string(),
      weight: z
        .string()
        .refine((text) => parseWeightInput(text) !== null, t('add.errors.weightPositive'))
        .refine(
          (text) => (parseWeightInput(text) ?? 0) <= MAX_WEIGHT,
          t('add.errors.weightTooLarge', { max: MAX_WEIGHT.toLocaleString('en') }),
        ),
      weightUnit: weightUnitSchema,
    })
    .transform((values): CreateTruckRequest => ({
      name: values.name,
      model: values.model,
      licensePlate: values.licensePlate,
      type: values.type,
      weight: parseWeightInput(values.weight) ?? 0,
      weightUnit: values.weightUnit,
      truckOption: values.truckOption || null,
    }))
    .pipe(createTruckRequest);
}
