import { useState } from 'react';
import { Spinner } from '../../../components/spinner/spinner';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { useSendOtp } from '../api/send-otp';
import { formatCountdown, useCountdown } from '../hooks/use-countdown';
import { sendOtpErrorMessage } from '../utils/otp-error-messages';
import { OTP_RESEND_SECONDS } from '../utils/sign-in-schemas';
import { FieldError } from './field-error';

type ResendOtpProps = {
  phone: string;
  countryCode: string;
  initialSeconds: number;
  onResent: (otpId: string) => void;
};

/** SPEC §4: a 30-second countdown ends in 'Resend OTP'; resending requests a new code and restarts it. */
export function ResendOtp({ phone, countryCode, initialSeconds, onResent }: ResendOtpProps) {
  const { t } = useTranslation('auth');
  const countdown = useCountdown(initialSeconds);
  const sendOtp = useSendOtp();
  const [error, setError] = useState<string>();
  const [resent, setResent] = useState(false);

  const resend = () => {
    setError(undefined);
    setResent(false);
    sendOtp.mutate(
      { phone, countryCode },
      {
        onSuccess: (sent) => {
          countdown.restart(sent.resendAfterSeconds || OTP_RESEND_SECONDS);
          setResent(true);
          onResent(sent.otpId);
        },
        onError: (failure) => {
          if (failure instanceof ApiError && failure.retryAfterSeconds) {
            countdown.restart(failure.retryAfterSeconds);
          }
          setError(sendOtpErrorMessage(failure, t));
        },
      },
    );
  };

  return (
    <div className="auth-resend">
      {countdown.secondsLeft > 0 ? (
        <p className="auth-resend__countdown" role="timer">
          {t('otpStep.resendIn', { time: formatCountdown(countdown.secondsLeft) })}
        </p>
      ) : (
        <button
          type="button"
          className="auth-button auth-button--secondary"
          onClick={resend}
          disabled={sendOtp.isPending}
          aria-busy={sendOtp.isPending || undefined}
        >
          {sendOtp.isPending && <Spinner className="auth-button__spinner" aria-hidden="true" />}
          <span>{t('otpStep.resend')}</span>
        </button>
      )}
      <p className="auth-resend__status" role="status">
        {resent ? t('otpStep.resent') : ''}
      </p>
      <FieldError id="signin-resend-error" message={error} />
    </div>
  );
}
