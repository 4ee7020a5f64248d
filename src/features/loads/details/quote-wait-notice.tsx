import { useTranslation } from 'react-i18next';
import type { Load } from '../../../contract/loads';
import { useMinutesLeft } from '../../../lib/use-minutes-left';

/** docs/product.md §1, §9: shippers are promised a response within this many minutes of posting. */
const GUARANTEED_RESPONSE_MINUTES = 60;

/**
 * While a posted load has no quote: the minutes left of the 60-minute promise, counting down; once
 * it has run out, the honest truth and what the product does about it (the load was re-announced
 * to more providers), never a stale or negative countdown. The caller drops it once a quote exists.
 */
export function QuoteWaitNotice({ load }: { load: Pick<Load, 'createdAt'> }) {
  const { t } = useTranslation('load-details');
  const deadline = Date.parse(load.createdAt) + GUARANTEED_RESPONSE_MINUTES * 60_000;
  const minutesLeft = useMinutesLeft(deadline);
  return (
    <p className="load-details__muted" role="status">
      {minutesLeft > 0
        ? t('quotes.guarantee', { count: minutesLeft })
        : t('quotes.guaranteeMissed', { minutes: GUARANTEED_RESPONSE_MINUTES })}
    </p>
  );
}
