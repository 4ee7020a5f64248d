import { IonIcon } from '@ionic/react';
import { chevronForward } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import type { LoadQuote } from '../../../contract/loads';
import { quoteStatusLabelKey, quoteStatusTone } from '../../../contract/statuses';
import { formatDateTime, formatMoney } from '../../../lib/format';
import { useReferenceLabels } from '../../../lib/reference-names/use-reference-labels';

type QuoteCardProps = {
  quote: LoadQuote;
  currency: string;
  /** The quote can be paid and accepted now, so the card says 'View & pay'. */
  payable: boolean;
  /** The lowest price waiting: the one Review quotes opens. */
  best: boolean;
  onOpen: () => void;
};

/** One provider's offer; the whole card is a button that opens the quote dialog, and looks it. */
export function QuoteCard({ quote, currency, payable, best, onOpen }: QuoteCardProps) {
  const { t } = useTranslation('load-details');
  const labels = useReferenceLabels();
  return (
    <button
      type="button"
      className="quote-card"
      onClick={onOpen}
      data-status={quote.status}
      data-best={best || undefined}
    >
      <span className="quote-card__who">
        <span className="quote-card__name">{quote.userName}</span>
        <span className="quote-card__type">{t(`quotes.userType.${quote.userType}`)}</span>
        {quote.truck && (
          <span className="quote-card__truck">
            {t('quotes.truck', {
              model: quote.truck.model,
              type: labels.truckType(quote.truck.type),
            })}
          </span>
        )}
      </span>
      <span className="quote-card__offer">
        {/* docs/architecture.md §6.4: the load's own currency, with its own decimals. */}
        <span className="quote-card__amount">{formatMoney(quote.amount, currency)}</span>
        <span className="quote-card__tags">
          {best && <span className="quote-card__best">{t('quotes.best')}</span>}
          <span className="quote-card__status" data-tone={quoteStatusTone(quote.status)}>
            {t(quoteStatusLabelKey(quote.status))}
          </span>
        </span>
      </span>
      <span className="quote-card__footer">
        <span className="quote-card__time">
          {t('quotes.received', { time: formatDateTime(quote.createdAt) })}
        </span>
        <span className="quote-card__cta">
          {t(payable ? 'quotes.viewAndPay' : 'quotes.view')}
          <IonIcon
            icon={chevronForward}
            flipRtl
            className="quote-card__chevron"
            aria-hidden="true"
          />
        </span>
      </span>
    </button>
  );
}
