import { useMemo } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { NewDriver } from '../api/add-driver';
import {
  driverFormSchema,
  EMPTY_DRIVER_FORM,
  type DriverFormInput,
} from '../utils/driver-form-schema';
import { DriverPhoneFields } from './driver-phone-fields';
import { DriverTextField } from './driver-text-field';

type DriverFormProps = {
  id: string;
  disabled: boolean;
  /** Edit Driver starts from the driver; Add New Driver from nothing. */
  defaultValues?: DriverFormInput;
  onSubmit: (driver: NewDriver) => void;
};

/** SPEC §2 Add New Driver, also Edit Driver's form; its submit button sits in the dialog's footer. */
export function DriverForm({
  id,
  disabled,
  defaultValues = EMPTY_DRIVER_FORM,
  onSubmit,
}: DriverFormProps) {
  const { t } = useTranslation('drivers');
  const schema = useMemo(() => driverFormSchema(t), [t]);
  const form = useForm<DriverFormInput, unknown, NewDriver>({
    resolver: zodResolver(schema),
    defaultValues,
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
