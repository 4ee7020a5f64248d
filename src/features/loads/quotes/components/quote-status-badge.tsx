import { useTranslation } from 'react-i18next';
import type { LoadQuote } from '../../../../contract/loads';
import { quoteStatusLabelKey } from '../../../../contract/statuses';

/** Pending, Accepted or Rejected, coloured like the rest of the app's status badges. */
export function QuoteStatusBadge({ status }: { status: LoadQuote['status'] }) {
  const { t } = useTranslation();
  return (
    <span className={`quote-status quote-status--${status}`}>{t(quoteStatusLabelKey(status))}</span>
  );
}
