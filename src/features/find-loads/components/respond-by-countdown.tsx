import { useTranslation } from 'react-i18next';
import { useMinutesLeft } from '../../../lib/use-minutes-left';

/** 'Respond within N min' until the load's 60-minute response promise runs out. */
export function RespondByCountdown({ respondBy }: { respondBy: string }) {
  const { t } = useTranslation('find-loads');
  const minutesLeft = useMinutesLeft(Date.parse(respondBy));
  if (minutesLeft <= 0) return null;
  return <span className="find-loads-countdown">{t('respondWithin', { count: minutesLeft })}</span>;
}
