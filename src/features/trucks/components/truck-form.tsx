import { useMemo } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { NewTruck } from '../api/add-truck';
import { truckFormSchema, EMPTY_TRUCK_FORM, type TruckFormInput } from '../utils/truck-form-schema';
import { BodyTypePicker } from './body-type-picker';
import { MaxWeightField } from './max-weight-field';
import { TruckTextField } from './truck-text-field';
import { TruckTypeField } from './truck-type-field';

type TruckFormProps = {
  id: string;
  disabled: boolean;
  /** Edit Truck starts from the truck; Add New Truck from nothing. */
  defaultValues?: TruckFormInput;
  onSubmit: (truck: NewTruck) => void;
};

/** SPEC §2 Add New Truck, also Edit Truck's form; its submit button sits in the dialog's footer. */
export function TruckForm({
  id,
  disabled,
  defaultValues = EMPTY_TRUCK_FORM,
  onSubmit,
}: TruckFormProps) {
  const { t } = useTranslation('trucks');
  const schema = useMemo(() => truckFormSchema(t), [t]);
  const form = useForm<TruckFormInput, unknown, NewTruck>({
    resolver: zodResolver(schema),
    defaultValues,
  });

  return (
    <FormProvider {...form}>
      <form id={id} noValidate onSubmit={form.handleSubmit(onSubmit)}>
        <fieldset className="fleet-form" disabled={disabled}>
          <TruckTextField
            name="name"
            label={t('add.name')}
            placeholder={t('add.namePlaceholder')}
            maxLength={80}
          />
          <TruckTextField
            name="licensePlate"
            label={t('add.licensePlate')}
            placeholder={t('add.licensePlatePlaceholder')}
            maxLength={20}
          />
          <TruckTextField
            name="model"
            label={t('add.model')}
            placeholder={t('add.modelPlaceholder')}
            maxLength={80}
          />
          <TruckTypeField />
          <BodyTypePicker />
          <MaxWeightField />
        </fieldset>
      </form>
    </FormProvider>
  );
}
