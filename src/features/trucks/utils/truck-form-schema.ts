import type { TFunction } from 'i18next';
import { z } from 'zod';
import { weightUnitSchema } from '../../../contract/loads';
import { truckTypes } from '../../../contract/reference';
import { typeCapacityKg, withinTypeCapacity } from '../../../contract/truck-capacity';
import { createTruckRequest, type CreateTruckRequest, type Truck } from '../../../contract/trucks';
import { formatKg, parseWeightInput } from './truck-weight';

/** What Add New Truck and Edit Truck hold while the provider types. */
export type TruckFormInput = {
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

const EMPTY_TRUCK_FORM: TruckFormInput = {
  name: '',
  licensePlate: '',
  model: '',
  type: '',
  truckOption: '',
  weight: '',
  weightUnit: 'ton',
};

/** Add New Truck starts from nothing (in tons); Edit Truck from the truck as it is. */
export function truckFormValues(truck: Truck | undefined): TruckFormInput {
  if (!truck) return EMPTY_TRUCK_FORM;
  const { name, licensePlate, model, type, weightUnit } = truck;
  return {
    ...{ name, licensePlate, model, type, weightUnit },
    truckOption: truck.truckOption ?? '',
    weight: String(truck.weight),
  };
}

/**
 * docs/product.md §5 Add Truck with this form's own words for each field, then the contract itself, so what
 * passes here is exactly what POST /api/trucks (and PUT /api/trucks/{id}) accepts. The capacity
 * is the contract's own rule (withinTypeCapacity), said here in the form's words.
 */
/** `truckType` names a truck type in the reader's words. */
export function truckFormSchema(
  t: TFunction<'trucks'>,
  truckType: (name: string) => string = (name) => name,
) {
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
        .refine((text) => parseWeightInput(text) !== null, t('add.errors.weightPositive')),
      weightUnit: weightUnitSchema,
    })
    .superRefine((values, context) => {
      const weight = parseWeightInput(values.weight);
      const capacity = typeCapacityKg(values.type);
      if (weight === null || capacity === undefined) return;
      if (!withinTypeCapacity({ type: values.type, weight, weightUnit: values.weightUnit })) {
        context.addIssue({
          code: 'custom',
          path: ['weight'],
          message: t('add.errors.weightAboveCapacity', {
            type: truckType(values.type),
            capacity: formatKg(capacity),
          }),
        });
      }
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
