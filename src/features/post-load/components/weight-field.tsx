import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { weightUnitSchema } from '../../../contract/loads';
import { useFieldErrors } from '../hooks/use-field-errors';
import type { PostLoadFormValues } from '../utils/post-load-form-values';
import { filterWeightInput } from '../utils/weight-input';
import { describedControl, FormField } from './form-field';

/** Weight with its unit (ton by default); only digits and one decimal point get in (docs/product.md §5). */
export function WeightField() {
  const { t } = useTranslation('post-load');
  const { register } = useFormContext<PostLoadFormValues>();
  const errorOf = useFieldErrors();
  const error = errorOf('weight');
  const weight = register('weight');
  return (
    <FormField id="post-load-weight" label={t('fields.weight')} required error={error}>
      <div className="post-load-combo">
        <input
          className="post-load-control post-load-combo__main"
          type="text"
          inputMode="decimal"
          autoComplete="off"
          placeholder={t('placeholders.weight')}
          {...describedControl('post-load-weight', error)}
          {...weight}
          onChange={(event) => {
            // Filtering the element's value also fixes what the shipper sees.
            event.target.value = filterWeightInput(event.target.value);
            return weight.onChange(event);
          }}
        />
        <select
          className="post-load-control post-load-combo__unit"
          aria-label={t('fields.weightUnit')}
          {...register('weightUnit')}
        >
          {weightUnitSchema.options.map((unit) => (
            <option key={unit} value={unit}>
              {t(`units.${unit}`)}
            </option>
          ))}
        </select>
      </div>
    </FormField>
  );
}
