import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { truckTypes } from '../../../contract/reference';
import { useReferenceLabels } from '../../../lib/reference-names/use-reference-labels';
import { fieldAria, FleetField } from '../../fleet/components/fleet-field';
import type { TruckFormInput } from '../utils/truck-form-schema';
import { formatKg, suggestedWeight } from '../utils/truck-weight';

const ID = 'add-truck-type';

/** The truck type; choosing one picks its first body and suggests its weight (docs/product.md §5). */
export function TruckTypeField() {
  const { t } = useTranslation('trucks');
  const labels = useReferenceLabels();
  const { register, setValue, getValues, formState } = useFormContext<TruckFormInput>();
  const error = formState.errors.type?.message;

  const field = register('type', {
    onChange: (event: { target: { value: string } }) => {
      const name = event.target.value;
      const type = truckTypes.find((candidate) => candidate.name === name);
      const revalidate = { shouldValidate: formState.isSubmitted };
      setValue('truckOption', type?.options[0] ?? '', revalidate);
      setValue('weight', suggestedWeight(name, getValues('weightUnit')), revalidate);
    },
  });

  return (
    <FleetField id={ID} label={t('add.type')} required error={error}>
      <select id={ID} className="fleet-field__control" {...fieldAria(ID, error)} {...field}>
        <option value="" disabled>
          {t('add.typePlaceholder')}
        </option>
        {truckTypes.map((type) => (
          <option key={type.name} value={type.name}>
            {t('add.typeOption', {
              name: labels.truckType(type.name),
              weight: formatKg(type.weight),
            })}
          </option>
        ))}
      </select>
    </FleetField>
  );
}
