import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/icon/icon';
import { lockClosedOutline } from '../../../components/icon/icons/lock-closed-outline';
import { formatCountdown } from '../hooks/use-countdown';

type OtpLockNoticeProps = {
  id: string;
  /** Seconds until the lock ends, counted from the server's `lockedUntil`. */
  secondsLeft: number;
};

/**
 * The one message while the number is locked after too many wrong codes: why Verify is off, and
 * the real time left, which is also when a new code may be asked for.
 */
export function OtpLockNotice({ id, secondsLeft }: OtpLockNoticeProps) {
  const { t } = useTranslation('auth');
  return (
    <div id={id} className="auth-lock">
      <Icon icon={lockClosedOutline} aria-hidden="true" className="auth-lock__icon" />
      <div className="auth-lock__text">
        {/* Announced once; the countdown below is not read out every second. */}
        <p className="auth-lock__title" role="alert">
          {t('otpStep.locked.title')}
        </p>
        <p className="auth-lock__time" role="timer">
          {t('otpStep.locked.until', { time: formatCountdown(secondsLeft) })}
        </p>
      </div>
    </div>
  );
}
