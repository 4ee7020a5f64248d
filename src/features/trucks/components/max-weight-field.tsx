import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { typeCapacityKg } from '../../../contract/truck-capacity';
import { useReferenceLabels } from '../../../lib/reference-names/use-reference-labels';
import { fieldAria, FleetField } from '../../fleet/components/fleet-field';
import type { TruckFormInput } from '../utils/truck-form-schema';
import {
  formatKg,
  sanitizeWeightInput,
  suggestedWeight,
  type WeightUnit,
} from '../utils/truck-weight';

const ID = 'add-truck-weight';
const OTHER_UNIT: Record<WeightUnit, WeightUnit> = { ton: 'kg', kg: 'ton' };

/** Max weight with its unit, Ton by default (docs/product.md §9), never above what its type carries. */
export function MaxWeightField() {
  const { t } = useTranslation('trucks');
  const labels = useReferenceLabels();
  const { control, register, setValue, getValues, formState } = useFormContext<TruckFormInput>();
  const error = formState.errors.weight?.message;
  const type = useWatch({ control, name: 'type' });
  const capacity = typeCapacityKg(type);
  const hint =
    capacity === undefined
      ? undefined
      : t('add.weightHint', { type: labels.truckType(type), capacity: formatKg(capacity) });
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
    <FleetField id={ID} label={t('add.weight')} required error={error} hint={hint} wide>
      <div className="fleet-field__group">
        <input
          id={ID}
          className="fleet-field__control"
          type="text"
          inputMode="decimal"
          autoComplete="off"
          placeholder={t('add.weightPlaceholder')}
          {...fieldAria(ID, error, hint !== undefined)}
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
