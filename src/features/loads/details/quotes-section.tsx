import { useTranslation } from 'react-i18next';
import type { Load } from '../../../contract/loads';
import { bestWaitingQuote } from './load-next-step';
import { QuoteCard } from './quote-card';
import { QuoteWaitNotice } from './quote-wait-notice';

type QuotesSectionProps = { load: Load; onOpenQuote: (quoteId: string) => void };

/** docs/product.md §2, before a trip: 'Quotes received (n)' with a card each, or 'No quotes available.' */
export function QuotesSection({ load, onOpenQuote }: QuotesSectionProps) {
  const { t } = useTranslation('load-details');
  const count = load.quotes.length;
  // Only an open load with no accepted quote can pay for another (docs/product.md §4 Quote).
  const open =
    load.status === 'pending' && !load.quotes.some((quote) => quote.status === 'accepted');
  const best = open ? bestWaitingQuote(load.quotes) : null;
  return (
    <section className="load-details__card" aria-labelledby="load-details-quotes">
      <h3 id="load-details-quotes" className="load-details__card-title" tabIndex={-1}>
        {count > 0 ? t('quotes.title', { count }) : t('quotes.empty')}
      </h3>
      {count === 0 && load.status === 'pending' && <QuoteWaitNotice load={load} />}
      {count > 0 && (
        <ul className="quote-list">
          {load.quotes.map((quote) => (
            <li key={quote._id}>
              <QuoteCard
                quote={quote}
                currency={load.currency}
                payable={open && quote.status === 'pending'}
                best={quote._id === best?._id && load.quotes.length > 1}
                onOpen={() => onOpenQuote(quote._id)}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
