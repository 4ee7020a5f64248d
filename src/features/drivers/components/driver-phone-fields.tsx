import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { countries, phoneLengthFor } from '../../../contract/reference';
import { fieldAria, FleetField } from '../../fleet/components/fleet-field';
import type { DriverFormInput } from '../utils/driver-form-schema';
import { phoneDigits } from '../utils/phone-digits';

const CODE_ID = 'add-driver-country-code';
const PHONE_ID = 'add-driver-phone';

/** Country code (which also sets the driver's country) and the phone's national digits. */
export function DriverPhoneFields() {
  const { t } = useTranslation('drivers');
  const { control, register, setValue, getValues, trigger, formState } =
    useFormContext<DriverFormInput>();
  const countryCode = useWatch({ control, name: 'countryCode' });
  const length = phoneLengthFor(countryCode);
  const error = formState.errors.phone?.message;
  const phoneField = register('phone');

  const codeField = register('countryCode', {
    onChange: (event: { target: { value: string } }) => {
      // A shorter country drops the extra digits rather than leave a number that cannot pass.
      setValue('phone', phoneDigits(getValues('phone'), phoneLengthFor(event.target.value)));
      if (formState.isSubmitted) void trigger('phone');
    },
  });

  return (
    <>
      <FleetField id={CODE_ID} label={t('add.countryCode')} required>
        <select
          id={CODE_ID}
          className="fleet-field__control"
          autoComplete="tel-country-code"
          {...codeField}
        >
          {countries.map((country) => (
            <option key={country.code} value={country.code}>
              {t('add.countryOption', { code: country.code, name: country.name })}
            </option>
          ))}
        </select>
      </FleetField>
      <FleetField
        id={PHONE_ID}
        label={t('add.phone')}
        required
        error={error}
        hint={t('add.phoneHint', { length })}
      >
        <input
          id={PHONE_ID}
          className="fleet-field__control"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          dir="ltr"
          maxLength={length}
          placeholder={t('add.phonePlaceholder', { length })}
          {...fieldAria(PHONE_ID, error, true)}
          {...phoneField}
          onChange={(event) => {
            event.target.value = phoneDigits(event.target.value, length);
            void phoneField.onChange(event);
          }}
        />
      </FleetField>
    </>
  );
}
