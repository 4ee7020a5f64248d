import { useController, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { truckTypes } from '../../../contract/reference';
import type { TruckFormInput } from '../utils/truck-form-schema';

/** The chosen type's body options as large radio chips; none until a type is chosen. */
export function BodyTypePicker() {
  const { t } = useTranslation('trucks');
  const { control } = useFormContext<TruckFormInput>();
  const typeName = useWatch({ control, name: 'type' });
  const { field } = useController({ control, name: 'truckOption' });
  const options = truckTypes.find((type) => type.name === typeName)?.options ?? [];

  return (
    <fieldset className="fleet-field fleet-field--wide truck-body-picker">
      <legend className="fleet-field__label">{t('add.body')}</legend>
      {options.length === 0 ? (
        <p className="fleet-field__hint">{t('add.bodyNeedsType')}</p>
      ) : (
        <div className="truck-body-picker__chips">
          {options.map((option) => (
            <label key={option} className="truck-body-chip">
              <input
                className="visually-hidden"
                type="radio"
                name={field.name}
                value={option}
                checked={field.value === option}
                disabled={field.disabled}
                onChange={() => field.onChange(option)}
                onBlur={field.onBlur}
              />
              <span>{t(`bodyOptions.${option}`, { defaultValue: option })}</span>
            </label>
          ))}
        </div>
      )}
    </fieldset>
  );
}
