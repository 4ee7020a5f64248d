import type { ReactNode } from 'react';
import { IonIcon } from '@ionic/react';
import { checkmarkCircle, timeOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import {
  tripStopSchema,
  type StopWait,
  type StopWaits,
  type TripStop,
} from '../../contract/stop-waits';
import { formatDateTime } from '../../lib/format';
import { formatDuration } from '../../lib/format-measures';
import './stop-waits.css';

type StopWaitsListProps = {
  /** Null or absent when no stop is watched (none has a map point) or the trip has not started. */
  waits: StopWaits | null | undefined;
  /** The provider's action on a stop's wait (Add waiting charge); the shipper has none. */
  actionFor?: (stop: TripStop, wait: StopWait) => ReactNode;
};

/**
 * Issue 21 §3, on the timeline: when the truck arrived at each stop and left it, and how long it
 * waited there against the provider's free waiting time. Shown to the shipper and the provider.
 */
export function StopWaitsList({ waits, actionFor }: StopWaitsListProps) {
  const { t } = useTranslation('stop-waits');
  // Pickup, then delivery: the order the truck reaches them.
  const visited = tripStopSchema.options.flatMap((stop) => {
    const wait = waits?.[stop];
    return wait ? [{ stop, wait }] : [];
  });
  if (visited.length === 0) return null;
  return (
    <ul className="stop-waits" aria-label={t('title')}>
      {visited.map(({ stop, wait }) => (
        <li key={stop} className="stop-waits__stop" data-stop={stop}>
          <p className="stop-waits__stamp">
            <span className="stop-waits__label">{t(`arrived.${stop}`)}</span>
            <time className="stop-waits__time" dateTime={wait.arrivedAt}>
              {formatDateTime(wait.arrivedAt)}
            </time>
          </p>
          {wait.departedAt ? (
            <p className="stop-waits__stamp">
              <span className="stop-waits__label">{t(`departed.${stop}`)}</span>
              <time className="stop-waits__time" dateTime={wait.departedAt}>
                {formatDateTime(wait.departedAt)}
              </time>
            </p>
          ) : (
            wait.stillThere && (
              <p className="stop-waits__stamp">
                <span className="stop-waits__label">{t(`stillThere.${stop}`)}</span>
              </p>
            )
          )}
          <WaitedTime wait={wait} />
          {wait.waitingCharged && (
            <p className="stop-waits__charged">
              <IonIcon icon={checkmarkCircle} aria-hidden="true" />
              {t('charged')}
            </p>
          )}
          {actionFor?.(stop, wait)}
        </li>
      ))}
    </ul>
  );
}

/** How long, and how that sits against the free time: beyond it is what a waiting charge bills. */
function WaitedTime({ wait }: { wait: StopWait }) {
  const { t } = useTranslation('stop-waits');
  const duration = formatDuration(wait.waitedMinutes);
  const free = formatDuration(wait.freeMinutes);
  const beyond = wait.extraMinutes > 0;
  return (
    <p className="stop-waits__waited" data-beyond-free={beyond}>
      <IonIcon icon={timeOutline} aria-hidden="true" />
      <span>
        <span className="stop-waits__duration">
          {t(wait.stillThere ? 'waitingSoFar' : 'waited', { duration })}
        </span>
        <span className="stop-waits__free">
          {beyond
            ? t('beyondFree', { extra: formatDuration(wait.extraMinutes), free })
            : t('withinFree', { free })}
        </span>
      </span>
    </p>
  );
}
