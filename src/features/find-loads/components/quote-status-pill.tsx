import { useTranslation } from 'react-i18next';
import type { GroupQuote } from '../../../contract/quotes';

type QuoteStatusPillProps = { status: GroupQuote['status'] | null };

/** The group's quote status on a load; colour is backed by the text, never the only signal. */
export function QuoteStatusPill({ status }: QuoteStatusPillProps) {
  const { t } = useTranslation('find-loads');
  const tone = status ?? 'none';
  return (
    <span className={`find-loads-pill find-loads-pill--${tone}`}>
      <span className="find-loads-pill__dot" aria-hidden="true" />
      {t(`quoteStatus.${tone}`)}
    </span>
  );
}
