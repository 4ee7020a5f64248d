import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldAria, FleetField } from '../../fleet/components/fleet-field';
import type { AddTruckFormInput } from '../utils/add-truck-form-schema';
import { sanitizeWeightInput, suggestedWeight, type WeightUnit } from '../utils/truck-weight';

const ID = 'add-truck-weight';
const OTHER_UNIT: Record<WeightUnit, WeightUnit> = { ton: 'kg', kg: 'ton' };

/** Max weight with its unit, Ton by default (SPEC §9). */
export function MaxWeightField() {
  const { t } = useTranslation('trucks');
  const { register, setValue, getValues, formState } = useFormContext<AddTruckFormInput>();
  const error = formState.errors.weight?.message;
  const weightField = register('weight');

  const unitField = register('weightUnit', {
    onChange: (event: { target: { value: WeightUnit } }) => {
      const unit = event.target.value;
      const type = getValues('type');
      // A weight still as the type suggested it follows the unit; one the provider typed is theirs.
      if (type && getValues('weight') === suggestedWeight(type, OTHER_UNIT[unit])) {
        setValue('weight', suggestedWeight(type, unit), { shouldValidate: formState.isSubmitted });
      }
    },
  });

  return (
    <FleetField id={ID} label={t('add.weight')} required error={error} wide>
      <div className="fleet-field__group">
        <input
          id={ID}
          className="fleet-field__control"
          type="text"
          inputMode="decimal"
          autoComplete="off"
          placeholder={t('add.weightPlaceholder')}
          {...fieldAria(ID, error)}
          {...weightField}
          onChange={(event) => {
            event.target.value = sanitizeWeightInput(event.target.value);
            void weightField.onChange(event);
          }}
        />
        <select
          className="fleet-field__control truck-weight-unit"
          aria-label={t('add.weightUnit')}
          {...unitField}
        >
          <option value="ton">{t('units.ton')}</option>
          <option value="kg">{t('units.kg')}</option>
        </select>
      </div>
    </FleetField>
  );
}
