import { useTranslation } from 'react-i18next';
import type { LoadQuote } from '../../../contract/loads';
import { formatDateTime, formatMoney } from '../../../lib/format';

type QuoteCardProps = { quote: LoadQuote; currency: string; onOpen: () => void };

/** One provider's offer; the whole card opens the quote dialog. */
export function QuoteCard({ quote, currency, onOpen }: QuoteCardProps) {
  const { t } = useTranslation('load-details');
  return (
    <button type="button" className="quote-card" onClick={onOpen} data-status={quote.status}>
      <span className="quote-card__who">
        <span className="quote-card__name">{quote.userName}</span>
        <span className="quote-card__type">{t(`quotes.userType.${quote.userType}`)}</span>
        {quote.truck && (
          <span className="quote-card__truck">
            {t('quotes.truck', { model: quote.truck.model, type: quote.truck.type })}
          </span>
        )}
      </span>
      <span className="quote-card__offer">
        {/* DESIGN §6.4: the load's own currency, with its own decimals. */}
        <span className="quote-card__amount">{formatMoney(quote.amount, currency)}</span>
        <span className="quote-card__status" data-status={quote.status}>
          {t(`quotes.status.${quote.status}`)}
        </span>
      </span>
      <span className="quote-card__time">
        {t('quotes.received', { time: formatDateTime(quote.createdAt) })}
      </span>
    </button>
  );
}
