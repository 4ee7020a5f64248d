import { Icon } from '../../../components/icon/icon';
import { locateOutline } from '../../../components/icon/icons/locate-outline';
import { warningOutline } from '../../../components/icon/icons/warning-outline';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TrackingStatus } from './use-trip-tracking';

/** Re-renders every `intervalMs` so an age like '2 min ago' stays true. */
function useNow(intervalMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return now;
}

/** What the driver needs to know about trip mode, in one line. */
export function TrackingStatusLine({ status }: { status: TrackingStatus }) {
  const { t } = useTranslation('driver-page');
  const now = useNow(15_000);
  if (status.problem) {
    // Refused permission needs the driver; no fix (a tunnel, no signal) only needs patience.
    return (
      <p className="driver-page__tracking" data-tone="off" role="status">
        <Icon icon={warningOutline} aria-hidden="true" />
        {t(status.problem === 'denied' ? 'tracking.off' : 'tracking.noFix')}
      </p>
    );
  }
  const minutes =
    status.lastSentAt === null ? null : Math.floor((now - status.lastSentAt) / 60_000);
  let text = t('tracking.waiting');
  if (minutes !== null) {
    const age =
      minutes < 1
        ? t('tracking.age.justNow')
        : minutes < 60
          ? t('tracking.age.minutes', { count: minutes })
          : t('tracking.age.hours', { count: Math.floor(minutes / 60) });
    text = t('tracking.sharing', { age });
  }
  return (
    <p className="driver-page__tracking" data-tone="on" role="status">
      <Icon icon={locateOutline} aria-hidden="true" />
      {text}
    </p>
  );
}
