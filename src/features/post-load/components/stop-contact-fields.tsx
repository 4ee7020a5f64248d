import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ContactNumberInput } from '../../../components/contact-number/contact-number-input';
import { stopPhoneRules } from '../../../lib/contact-number';
import { useFieldErrors } from '../hooks/use-field-errors';
import type { PostLoadFormValues, StopPrefix } from '../utils/post-load-form-values';
import { describedControl, FormField } from './form-field';
import { TextInputField } from './text-input-field';

/** A stop's address and the person on site with their number (the stop's country's dial code). */
export function StopContactFields({ stop }: { stop: StopPrefix }) {
  const { t } = useTranslation('post-load');
  const { register } = useFormContext<PostLoadFormValues>();
  const country = useWatch<PostLoadFormValues, `${StopPrefix}Country`>({ name: `${stop}Country` });
  const phone = stopPhoneRules(country);
  const numberName = `${stop}ContactNumber` as const;
  const numberId = `post-load-${stop}-contact-number`;
  const numberError = useFieldErrors()(numberName);
  return (
    <>
      <TextInputField
        name={`${stop}Address`}
        id={`post-load-${stop}-address`}
        label={t(`fields.${stop}Address`)}
        placeholder={t('placeholders.address')}
        maxLength={300}
        autoComplete="street-address"
        wide
      />
      <TextInputField
        name={`${stop}ContactPerson`}
        id={`post-load-${stop}-contact-person`}
        label={t(`fields.${stop}ContactPerson`)}
        placeholder={t('placeholders.contactPerson')}
        maxLength={120}
        autoComplete="name"
      />
      <FormField id={numberId} label={t(`fields.${numberName}`)} error={numberError}>
        <ContactNumberInput
          controlClassName="post-load-control"
          dialCode={phone.dialCode}
          phoneLength={phone.phoneLength}
          {...describedControl(numberId, numberError)}
          {...register(numberName)}
        />
      </FormField>
    </>
  );
}
