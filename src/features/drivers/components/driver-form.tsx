import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FleetForm } from '../../fleet/components/fleet-form';
import type { FleetFormProps } from '../../fleet/components/fleet-screen';
import { FleetTextField } from '../../fleet/components/fleet-text-field';
import {
  driverFormSchema,
  driverFormValues,
  type DriverFormInput,
} from '../utils/driver-form-schema';
import { DriverPhoneFields } from './driver-phone-fields';

/** docs/product.md §2 Add New Driver, also Edit Driver's form (from the driver as they are). */
export function DriverForm({ member: driver, ...form }: FleetFormProps<'drivers'>) {
  const { t } = useTranslation('drivers');
  const schema = useMemo(() => driverFormSchema(t), [t]);

  return (
    <FleetForm {...form} schema={schema} defaultValues={driverFormValues(driver)}>
      <FleetTextField<DriverFormInput>
        id="add-driver-name"
        name="name"
        label={t('add.name')}
        placeholder={t('add.namePlaceholder')}
        autoComplete="name"
        maxLength={80}
        wide
      />
      <DriverPhoneFields />
      {/* A license number is no word of a dictionary: no suggestions. */}
      <FleetTextField<DriverFormInput>
        id="add-driver-licenseNo"
        name="licenseNo"
        label={t('add.licenseNo')}
        placeholder={t('add.licenseNoPlaceholder')}
        maxLength={40}
        wide
        dir="ltr"
      />
    </FleetForm>
  );
}
