import { useTranslation } from 'react-i18next';
import { StatusPill, type StatusPillTone } from '../../../components/ui/status-pill/status-pill';
import type { GroupQuote } from '../../../contract/quotes';

type QuoteStatusPillProps = { status: GroupQuote['status'] | null };

/** Waiting on the shipper, won, lost, or not quoted yet (the provider's own next step). */
const TONES: Record<GroupQuote['status'] | 'none', StatusPillTone> = {
  pending: 'warning',
  accepted: 'success',
  rejected: 'danger',
  none: 'neutral',
};

/** The group's quote status on a load; colour is backed by the text, never the only signal. */
export function QuoteStatusPill({ status }: QuoteStatusPillProps) {
  const { t } = useTranslation('find-loads');
  const key = status ?? 'none';
  return <StatusPill tone={TONES[key]} label={t(`quoteStatus.${key}`)} />;
}
