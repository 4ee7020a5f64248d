import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FleetForm } from '../../fleet/components/fleet-form';
import type { FleetFormProps } from '../../fleet/components/fleet-screen';
import { FleetTextField } from '../../fleet/components/fleet-text-field';
import { useReferenceLabels } from '../../../lib/reference-names/use-reference-labels';
import { truckFormSchema, truckFormValues, type TruckFormInput } from '../utils/truck-form-schema';
import { BodyTypePicker } from './body-type-picker';
import { MaxWeightField } from './max-weight-field';
import { TruckTypeField } from './truck-type-field';

/** docs/product.md §2 Add New Truck, also Edit Truck's form (from the truck as it is). */
export function TruckForm({ member: truck, ...form }: FleetFormProps<'trucks'>) {
  const { t } = useTranslation('trucks');
  const { truckType } = useReferenceLabels();
  const schema = useMemo(() => truckFormSchema(t, truckType), [t, truckType]);
  return (
    <FleetForm {...form} schema={schema} defaultValues={truckFormValues(truck)}>
      <TruckTextField name="name" maxLength={80} />
      <TruckTextField name="licensePlate" maxLength={20} />
      <TruckTextField name="model" maxLength={80} />
      <TruckTypeField />
      <BodyTypePicker />
      <MaxWeightField />
    </FleetForm>
  );
}

/** One of the truck's free-text fields: its label and example come from its name. */
function TruckTextField({
  name,
  maxLength,
}: {
  name: 'name' | 'licensePlate' | 'model';
  maxLength: number;
}) {
  const { t } = useTranslation('trucks');
  return (
    <FleetTextField<TruckFormInput>
      id={`add-truck-${name}`}
      name={name}
      label={t(`add.${name}`)}
      placeholder={t(`add.${name}Placeholder`)}
      maxLength={maxLength}
      dir={name === 'licensePlate' ? 'ltr' : undefined}
    />
  );
}
