import { useTranslation } from 'react-i18next';
import type { GroupQuote } from '../../../contract/quotes';
import { formatMoney } from '../../../lib/format';
import { QuoteStatusPill } from './quote-status-pill';

type GroupQuoteSummaryProps = { quote: GroupQuote; currency: string };

/** The group's current offer and its status, in the load's currency (docs/architecture.md §6.4). */
export function GroupQuoteSummary({ quote, currency }: GroupQuoteSummaryProps) {
  const { t } = useTranslation('find-loads');
  return (
    <section className="find-loads-quote-summary" aria-labelledby="find-loads-your-quote">
      <h3 id="find-loads-your-quote" className="find-loads-quote-summary__title">
        {t('details.yourQuote')}
      </h3>
      <dl className="find-loads-quote-summary__list">
        <div>
          <dt>{t('details.offer')}</dt>
          <dd className="find-loads-quote-summary__amount">
            {formatMoney(quote.offer, currency)}
          </dd>
        </div>
        <div>
          <dt>{t('details.status')}</dt>
          <dd>
            <QuoteStatusPill status={quote.status} />
          </dd>
        </div>
      </dl>
    </section>
  );
}
