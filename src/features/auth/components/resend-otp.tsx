import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button/button';
import { ApiError } from '../../../lib/api-client';
import { useSendOtp } from '../api/send-otp';
import { formatCountdown, useSecondsUntil } from '../hooks/use-countdown';
import { otpLockedUntil } from '../utils/otp-lock';
import { sendOtpErrorMessage } from '../utils/otp-error-messages';
import { OTP_RESEND_SECONDS } from '../utils/sign-in-schemas';
import { FieldError } from './field-error';

type ResendOtpProps = {
  phone: string;
  countryCode: string;
  /** Epoch ms from which a new code may be asked for. */
  resendAt: number;
  /** The number is locked: the lock notice says until when, and nothing is offered before. */
  locked: boolean;
  onResent: (otpId: string, resendAt: number) => void;
  /** The server asked for a longer wait (epoch ms it ends). */
  onWait: (resendAt: number) => void;
  onLocked: (lockedUntil: number) => void;
};

/** docs/product.md §4: a 30-second countdown ends in 'Resend OTP'; resending requests a new code and restarts it. */
export function ResendOtp({
  phone,
  countryCode,
  resendAt,
  locked,
  onResent,
  onWait,
  onLocked,
}: ResendOtpProps) {
  const { t } = useTranslation('auth');
  const seconds = useSecondsUntil(resendAt);
  const sendOtp = useSendOtp();
  const [error, setError] = useState<string>();
  const [resent, setResent] = useState(false);

  if (locked) return null;

  const resend = () => {
    setError(undefined);
    setResent(false);
    sendOtp.mutate(
      { phone, countryCode },
      {
        onSuccess: (sent) => {
          setResent(true);
          onResent(sent.otpId, Date.now() + (sent.resendAfterSeconds || OTP_RESEND_SECONDS) * 1000);
        },
        onError: (failure) => {
          const lockedUntil = otpLockedUntil(failure);
          if (lockedUntil) {
            onLocked(lockedUntil);
            return;
          }
          if (failure instanceof ApiError && failure.retryAfterSeconds) {
            onWait(Date.now() + failure.retryAfterSeconds * 1000);
          }
          setError(sendOtpErrorMessage(failure, t));
        },
      },
    );
  };

  return (
    <div className="auth-resend">
      {seconds > 0 ? (
        <p className="auth-resend__countdown" role="timer">
          {t('otpStep.resendIn', { time: formatCountdown(seconds) })}
        </p>
      ) : (
        <Button block busy={sendOtp.isPending} onClick={resend}>
          {t('otpStep.resend')}
        </Button>
      )}
      <p className="auth-resend__status" role="status">
        {resent ? t('otpStep.resent') : ''}
      </p>
      <FieldError id="signin-resend-error" message={error} />
    </div>
  );
}
