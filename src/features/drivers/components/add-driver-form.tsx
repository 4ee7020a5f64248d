import { useMemo } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { NewDriver } from '../api/add-driver';
import {
  addDriverFormSchema,
  EMPTY_DRIVER_FORM,
  type AddDriverFormInput,
} from '../utils/add-driver-form-schema';
import { DriverPhoneFields } from './driver-phone-fields';
import { DriverTextField } from './driver-text-field';

type AddDriverFormProps = {
  id: string;
  disabled: boolean;
  onSubmit: (driver: NewDriver) => void;
};

/** SPEC §2 Add New Driver; its submit button sits in the dialog's footer. */
export function AddDriverForm({ id, disabled, onSubmit }: AddDriverFormProps) {
  const { t } = useTranslation('drivers');
  const schema = useMemo(() => addDriverFormSchema(t), [t]);
  const form = useForm<AddDriverFormInput, unknown, NewDriver>({
    resolver: zodResolver(schema),
    defaultValues: EMPTY_DRIVER_FORM,
  });

  return (
    <FormProvider {...form}>
      <form id={id} noValidate onSubmit={form.handleSubmit(onSubmit)}>
        <fieldset className="fleet-form" disabled={disabled}>
          <DriverTextField
            name="name"
            label={t('add.name')}
            placeholder={t('add.namePlaceholder')}
            autoComplete="name"
            maxLength={80}
          />
          <DriverPhoneFields />
          <DriverTextField
            name="licenseNo"
            label={t('add.licenseNo')}
            placeholder={t('add.licenseNoPlaceholder')}
            autoComplete="off"
            maxLength={40}
          />
        </fieldset>
      </form>
    </FormProvider>
  );
}
