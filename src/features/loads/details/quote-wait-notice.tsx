import { useTranslation } from 'react-i18next';
import type { Load } from '../../../contract/loads';
import { useDeadlinePassed } from './use-deadline-passed';

/** SPEC §1, §9: shippers are promised a response within this many minutes of posting. */
const GUARANTEED_RESPONSE_MINUTES = 60;

/**
 * While a posted load has no quote: the promise and, once it has run out, the honest truth and
 * what the product does about it (the load was re-announced to more providers).
 */
export function QuoteWaitNotice({ load }: { load: Pick<Load, 'createdAt'> }) {
  const { t } = useTranslation('load-details');
  const deadline = Date.parse(load.createdAt) + GUARANTEED_RESPONSE_MINUTES * 60_000;
  const passed = useDeadlinePassed(deadline);
  return (
    <p className="load-details__muted" role="status">
      {passed
        ? t('quotes.guaranteeMissed', { minutes: GUARANTEED_RESPONSE_MINUTES })
        : t('quotes.guarantee', { minutes: GUARANTEED_RESPONSE_MINUTES })}
    </p>
  );
}
