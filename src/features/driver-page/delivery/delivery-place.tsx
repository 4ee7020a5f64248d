import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Fix } from '../tracking/fix';
import type { PositionProblem } from '../tracking/position-source';

type DeliveryPlaceProps = { fix: Fix | null; problem: PositionProblem | null };

/** A minute is as fine as the driver needs to check the time. */
const CLOCK_TICK_MS = 15_000;

/** Where and when, as the proof will carry them: the driver sees what is sent. */
export function DeliveryPlace({ fix, problem }: DeliveryPlaceProps) {
  const { t, i18n } = useTranslation('driver-page');
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), CLOCK_TICK_MS);
    return () => clearInterval(timer);
  }, []);
  const time = new Intl.DateTimeFormat(i18n.language, {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(now);

  let place = t('delivery.placeFinding');
  if (problem === 'denied') place = t('delivery.placeDenied');
  else if (problem === 'unavailable') place = t('delivery.placeUnavailable');

  return (
    <dl className="delivery-step__facts" aria-live="polite">
      <div>
        <dt>{t('delivery.timeLabel')}</dt>
        <dd>{time}</dd>
      </div>
      <div>
        <dt>{t('delivery.placeLabel')}</dt>
        {fix ? (
          <dd>
            {/* Latitude first, as maps show it; numbers read left to right in every language. */}
            <span dir="ltr">{`${fix.lat.toFixed(5)}, ${fix.lng.toFixed(5)}`}</span>
            {fix.accuracy !== null && (
              <> {t('delivery.accuracy', { meters: Math.round(fix.accuracy) })}</>
            )}
          </dd>
        ) : (
          <dd>{place}</dd>
        )}
      </div>
    </dl>
  );
}
