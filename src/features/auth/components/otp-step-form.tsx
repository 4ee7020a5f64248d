import { useMemo } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/icon/icon';
import { Button } from '../../../components/ui/button/button';
import { arrowBack } from '../../../components/icon/icons/arrow-back';
import type { VerifyOtpData } from '../../../contract/user';
import { useVerifyOtp } from '../api/verify-otp';
import { useSecondsUntil } from '../hooks/use-countdown';
import type { CodeStep } from '../utils/code-step-storage';
import { otpLockedUntil } from '../utils/otp-lock';
import { verifyOtpErrorMessage } from '../utils/otp-error-messages';
import { normalizeOtpInput } from '../utils/phone-input';
import { OTP_LENGTH, otpStepSchema, type OtpStepValues } from '../utils/sign-in-schemas';
import { FieldError } from './field-error';
import { OtpLockNotice } from './otp-lock-notice';
import { ResendOtp } from './resend-otp';
import { LtrText } from '../../../components/ui/ltr-text/ltr-text';

const LOCK_NOTICE_ID = 'signin-otp-locked';

type OtpStepFormProps = {
  step: CodeStep;
  /** The step changed: a new code, a new wait, a lock. The page keeps it (and a reload too). */
  onChange: (change: Partial<CodeStep>) => void;
  onChangeNumber: () => void;
  onVerified: (data: VerifyOtpData) => void;
};

/**
 * Step 2: the 'Enter OTP' card: the code, a way back, and 'Resend OTP' after the countdown.
 * While the number is locked after too many wrong codes, Verify is off and one notice counts
 * down to the lock's end, when a new code may be asked for.
 */
export function OtpStepForm({ step, onChange, onChangeNumber, onVerified }: OtpStepFormProps) {
  const { phone, countryCode, otpId } = step;
  const { t } = useTranslation('auth');
  const schema = useMemo(() => otpStepSchema(t), [t]);
  const { control, handleSubmit, setError, clearErrors, reset, formState } = useForm<OtpStepValues>(
    { resolver: zodResolver(schema), defaultValues: { otp: '' } },
  );
  const verifyOtp = useVerifyOtp();
  const lockSeconds = useSecondsUntil(step.lockedUntil);
  const locked = lockSeconds > 0;

  const lock = (lockedUntil: number) => {
    // The notice says it, with the time left: no second message beside it.
    clearErrors('otp');
    onChange({ lockedUntil });
  };

  const onSubmit = ({ otp }: OtpStepValues) => {
    if (locked) return;
    verifyOtp.mutate(
      { phoneNumber: phone, otp, otpId },
      {
        onSuccess: onVerified,
        onError: (error) => {
          const lockedUntil = otpLockedUntil(error);
          if (lockedUntil) lock(lockedUntil);
          else setError('otp', { type: 'server', message: verifyOtpErrorMessage(error, t) });
        },
      },
    );
  };

  const onResent = (newOtpId: string, resendAt: number) => {
    onChange({ otpId: newOtpId, resendAt, lockedUntil: null });
    reset({ otp: '' });
  };

  const otpError = formState.errors.otp?.message;

  return (
    <section className="auth-card">
      <Button
        variant="ghost"
        className="auth-back"
        icon={<Icon icon={arrowBack} flipRtl className="auth-back__icon" />}
        onClick={onChangeNumber}
      >
        {t('otpStep.changeNumber')}
      </Button>
      <header className="auth-card__header">
        <h2 id="otp-title" className="auth-card__title">
          {t('otpStep.title')}
        </h2>
        <p className="auth-card__subtitle">
          {t('otpStep.sentTo')}{' '}
          <strong className="auth-card__phone">
            <LtrText>
              {countryCode} {phone}
            </LtrText>
          </strong>
        </p>
      </header>
      <form className="auth-form" noValidate onSubmit={handleSubmit(onSubmit)}>
        <div className="auth-field">
          <label className="auth-field__label" htmlFor="signin-otp">
            {t('otp.label')}
          </label>
          <Controller
            control={control}
            name="otp"
            render={({ field }) => (
              <input
                id="signin-otp"
                className="auth-field__control auth-field__control--otp"
                type="text"
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={OTP_LENGTH}
                dir="ltr"
                autoFocus
                placeholder={t('otp.placeholder')}
                aria-invalid={Boolean(otpError)}
                aria-describedby={otpError ? 'signin-otp-error' : undefined}
                name={field.name}
                ref={field.ref}
                value={field.value}
                onBlur={field.onBlur}
                onChange={(event) =>
                  field.onChange(normalizeOtpInput(event.target.value, OTP_LENGTH))
                }
              />
            )}
          />
          <FieldError id="signin-otp-error" message={otpError} />
        </div>
        {locked && <OtpLockNotice id={LOCK_NOTICE_ID} secondsLeft={lockSeconds} />}
        <Button
          type="submit"
          variant="primary"
          size="lg"
          block
          busy={verifyOtp.isPending}
          disabled={locked}
          aria-describedby={locked ? LOCK_NOTICE_ID : undefined}
        >
          {t('otpStep.submit')}
        </Button>
      </form>
      <ResendOtp
        phone={phone}
        countryCode={countryCode}
        resendAt={step.resendAt}
        locked={locked}
        onResent={onResent}
        onWait={(resendAt) => onChange({ resendAt })}
        onLocked={lock}
      />
    </section>
  );
}
