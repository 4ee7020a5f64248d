import { useTranslation } from 'react-i18next';
import type { PayAndAccept } from '../hooks/use-pay-and-accept';
import { Button } from '../../../../components/ui/button/button';

type PayButtonProps = { amount: string; flow: PayAndAccept; disabled?: boolean };

/** 'Pay {amount}', 'Processing...' while working, and only 'accept again' once paid. */
export function PayButton({ amount, flow, disabled }: PayButtonProps) {
  const { t } = useTranslation('payments');
  const label = flow.processing
    ? t('processing')
    : flow.paid
      ? t('retryAcceptance')
      : t('pay', { amount });
  return (
    <Button type="submit" variant="primary" block busy={flow.processing} disabled={disabled}>
      {label}
    </Button>
  );
}
