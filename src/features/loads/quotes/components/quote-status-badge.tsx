import { useTranslation } from 'react-i18next';
import type { LoadQuote } from '../../../../contract/loads';

/** Pending, Accepted or Rejected, coloured like the rest of the app's status badges. */
export function QuoteStatusBadge({ status }: { status: LoadQuote['status'] }) {
  const { t } = useTranslation('quotes');
  return <span className={`quote-status quote-status--${status}`}>{t(`status.${status}`)}</span>;
}
