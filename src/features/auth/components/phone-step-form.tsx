import { useMemo } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button/button';
import { countries, phoneLengthFor } from '../../../contract/reference';
import { ApiError } from '../../../lib/api-client';
import { useSendOtp, type SentOtp } from '../api/send-otp';
import { formatCountdown, useCountdown } from '../hooks/use-countdown';
import { countryLabel } from '../utils/country-label';
import { sendOtpErrorMessage } from '../utils/otp-error-messages';
import { normalizePhoneInput } from '../utils/phone-input';
import { phoneStepSchema, type PhoneStepValues } from '../utils/sign-in-schemas';
import { FieldError } from './field-error';

type PhoneStepFormProps = {
  defaultValues: PhoneStepValues;
  onSent: (values: PhoneStepValues, sent: SentOtp) => void;
};

/** Step 1: country code and phone number, then 'Send OTP'. */
export function PhoneStepForm({ defaultValues, onSent }: PhoneStepFormProps) {
  const { t, i18n } = useTranslation('auth');
  const schema = useMemo(() => phoneStepSchema(t), [t]);
  const { control, register, handleSubmit, getValues, setValue, setError, trigger, formState } =
    useForm<PhoneStepValues>({ resolver: zodResolver(schema), defaultValues });
  const countryCode = useWatch({ control, name: 'countryCode' });
  const phoneLength = phoneLengthFor(countryCode);
  const sendOtp = useSendOtp();
  const cooldown = useCountdown(0);

  const countryField = register('countryCode', {
    onChange: (event: { target: { value: string } }) => {
      const code = event.target.value;
      setValue('phone', normalizePhoneInput(getValues('phone'), code, phoneLengthFor(code)));
      if (formState.isSubmitted) void trigger('phone');
    },
  });

  const onSubmit = (values: PhoneStepValues) =>
    sendOtp.mutate(values, {
      onSuccess: (sent) => onSent(values, sent),
      onError: (error) => {
        if (error instanceof ApiError && error.status === 429 && error.retryAfterSeconds) {
          cooldown.restart(error.retryAfterSeconds);
        }
        setError('phone', { type: 'server', message: sendOtpErrorMessage(error, t) });
      },
    });

  const phoneError = formState.errors.phone?.message;

  return (
    <section className="auth-card">
      <header className="auth-card__header">
        <h2 id="signin-title" className="auth-card__title">
          {t('phoneStep.title')}
        </h2>
        <p className="auth-card__subtitle">{t('phoneStep.subtitle')}</p>
      </header>
      <form className="auth-form" noValidate onSubmit={handleSubmit(onSubmit)}>
        <div className="auth-field">
          <label className="auth-field__label" htmlFor="signin-country">
            {t('country.label')}
          </label>
          <select
            id="signin-country"
            className="auth-field__control auth-field__select"
            autoComplete="tel-country-code"
            // What the form starts with (react-hook-form sets it too): also in the build's first
            // screen (src/app/first-screens), drawn before react-hook-form runs.
            defaultValue={defaultValues.countryCode}
            {...countryField}
          >
            {countries.map((country) => (
              <option key={country.code} value={country.code}>
                {countryLabel(country, t, i18n.language)}
              </option>
            ))}
          </select>
        </div>

        <div className="auth-field">
          <label className="auth-field__label" htmlFor="signin-phone">
            {t('phone.label')}
          </label>
          {/* Dial code, then number: a phone number reads left to right in any language. */}
          <div
            className="auth-field__group"
            dir="ltr"
            data-invalid={Boolean(phoneError) || undefined}
          >
            <span className="auth-field__prefix" aria-hidden="true">
              {countryCode}
            </span>
            <Controller
              control={control}
              name="phone"
              render={({ field }) => (
                <input
                  id="signin-phone"
                  className="auth-field__control auth-field__control--grouped"
                  type="tel"
                  inputMode="numeric"
                  autoComplete="tel-national"
                  dir="ltr"
                  placeholder={t('phone.placeholder', { length: phoneLength })}
                  aria-invalid={Boolean(phoneError)}
                  aria-describedby={phoneError ? 'signin-phone-error' : 'signin-phone-hint'}
                  name={field.name}
                  ref={field.ref}
                  value={field.value}
                  onBlur={field.onBlur}
                  onChange={(event) =>
                    field.onChange(
                      normalizePhoneInput(event.target.value, countryCode, phoneLength),
                    )
                  }
                />
              )}
            />
          </div>
          {phoneError ? (
            <FieldError id="signin-phone-error" message={phoneError} />
          ) : (
            <p id="signin-phone-hint" className="auth-field__hint">
              {t('phone.hint', { length: phoneLength })}
            </p>
          )}
        </div>

        <Button
          type="submit"
          variant="primary"
          size="lg"
          block
          busy={sendOtp.isPending}
          disabled={cooldown.secondsLeft > 0}
        >
          {t('phoneStep.submit')}
        </Button>
        {cooldown.secondsLeft > 0 && (
          <p className="auth-form__note" role="timer">
            {t('phoneStep.tryAgainIn', { time: formatCountdown(cooldown.secondsLeft) })}
          </p>
        )}
      </form>
    </section>
  );
}
