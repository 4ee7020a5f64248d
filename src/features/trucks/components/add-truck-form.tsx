import { useMemo } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { NewTruck } from '../api/add-truck';
import {
  addTruckFormSchema,
  EMPTY_TRUCK_FORM,
  type AddTruckFormInput,
} from '../utils/add-truck-form-schema';
import { BodyTypePicker } from './body-type-picker';
import { MaxWeightField } from './max-weight-field';
import { TruckTextField } from './truck-text-field';
import { TruckTypeField } from './truck-type-field';

type AddTruckFormProps = {
  id: string;
  disabled: boolean;
  onSubmit: (truck: NewTruck) => void;
};

/** SPEC §2 Add New Truck; its submit button sits in the dialog's footer. */
export function AddTruckForm({ id, disabled, onSubmit }: AddTruckFormProps) {
  const { t } = useTranslation('trucks');
  const schema = useMemo(() => addTruckFormSchema(t), [t]);
  const form = useForm<AddTruckFormInput, unknown, NewTruck>({
    resolver: zodResolver(schema),
    defaultValues: EMPTY_TRUCK_FORM,
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
