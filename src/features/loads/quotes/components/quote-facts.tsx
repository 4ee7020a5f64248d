import { useTranslation } from 'react-i18next';
import type { Load, LoadQuote } from '../../../../contract/loads';
import { formatDateTime, formatMoney } from '../../../../lib/format';
import { useReferenceLabels } from '../../../../lib/reference-names/use-reference-labels';
import { QuoteStatusBadge } from './quote-status-badge';

type QuoteFactsProps = { load: Pick<Load, 'currency'>; quote: LoadQuote };

/** What the shipper weighs before paying: who, how much (in the load's currency), when, which truck. */
export function QuoteFacts({ load, quote }: QuoteFactsProps) {
  const { t } = useTranslation('quotes');
  const labels = useReferenceLabels();
  return (
    <dl className="quote-facts">
      <div className="quote-facts__row">
        <dt>{t('dialog.provider')}</dt>
        <dd>
          <span className="quote-facts__name">{quote.userName}</span>
          <span className="quote-facts__muted">{t(`userType.${quote.userType}`)}</span>
        </dd>
      </div>
      <div className="quote-facts__row">
        <dt>{t('dialog.amount')}</dt>
        <dd className="quote-facts__amount">{formatMoney(quote.amount, load.currency)}</dd>
      </div>
      <div className="quote-facts__row">
        <dt>{t('dialog.status')}</dt>
        <dd>
          <QuoteStatusBadge status={quote.status} />
        </dd>
      </div>
      <div className="quote-facts__row">
        <dt>{t('dialog.receivedAt')}</dt>
        <dd>{formatDateTime(quote.createdAt)}</dd>
      </div>
      <div className="quote-facts__row">
        <dt>{t('dialog.truck')}</dt>
        <dd>
          {quote.truck
            ? t('dialog.truckValue', {
                model: quote.truck.model,
                type: labels.truckType(quote.truck.type),
              })
            : t('dialog.noTruck')}
        </dd>
      </div>
    </dl>
  );
}
