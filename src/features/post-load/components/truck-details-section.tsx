import { useController, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { truckTypes } from '../../../contract/reference';
import { currentFormatLocale } from '../../../lib/current-language';
import { useReferenceLabels } from '../../../lib/reference-names/use-reference-labels';
import { useFieldErrors } from '../hooks/use-field-errors';
import type { PostLoadFormValues } from '../utils/post-load-form-values';
import { truckOptionsOf } from '../utils/reference-options';
import { describedControl, FormField } from './form-field';
import { FormSection } from './form-section';

const TYPE_ID = 'post-load-truck-type';
const OPTION_ID = 'post-load-truck-option';

/** Truck type (name and capacity) and body; choosing a type picks its first body (docs/product.md §5). */
export function TruckDetailsSection() {
  const { t } = useTranslation('post-load');
  const { register, setValue } = useFormContext<PostLoadFormValues>();
  const truckType = useWatch<PostLoadFormValues, 'truckType'>({ name: 'truckType' });
  const options = truckOptionsOf(truckType);
  // Controlled, so the select shows the body picked for a new type once its options render.
  const { field: truckOption } = useController<PostLoadFormValues, 'truckOption'>({
    name: 'truckOption',
  });
  const error = useFieldErrors()('truckType');
  const kg = new Intl.NumberFormat(currentFormatLocale());
  const labels = useReferenceLabels();

  return (
    <FormSection id="post-load-truck" title={t('sections.truck')}>
      <FormField id={TYPE_ID} label={t('fields.truckType')} required error={error}>
        <select
          className="post-load-control"
          {...describedControl(TYPE_ID, error)}
          {...register('truckType', {
            onChange: (event: { target: { value: string } }) =>
              setValue('truckOption', truckOptionsOf(event.target.value)[0] ?? ''),
          })}
        >
          <option value="">{t('placeholders.truckType')}</option>
          {truckTypes.map((type) => (
            <option key={type.name} value={type.name}>
              {t('truckTypeOption', {
                name: labels.truckType(type.name),
                capacity: kg.format(type.weight),
              })}
            </option>
          ))}
        </select>
      </FormField>
      <FormField id={OPTION_ID} label={t('fields.truckOption')}>
        <select
          className="post-load-control"
          id={OPTION_ID}
          disabled={options.length === 0}
          name={truckOption.name}
          ref={truckOption.ref}
          value={truckOption.value}
          onChange={(event) => truckOption.onChange(event.target.value)}
          onBlur={truckOption.onBlur}
        >
          {options.length === 0 && <option value="">{t('placeholders.truckOption')}</option>}
          {options.map((option) => (
            <option key={option} value={option}>
              {t(`bodyOptions.${option}`, { defaultValue: option })}
            </option>
          ))}
        </select>
      </FormField>
    </FormSection>
  );
}
