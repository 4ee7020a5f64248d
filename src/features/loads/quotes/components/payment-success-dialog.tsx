import { IonIcon } from '@ionic/react';
import { checkmarkCircle } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../../components/dialog/dialog';
import type { Load, LoadQuote } from '../../../../contract/loads';
import { formatMoney } from '../../../../lib/format';
import { Button } from '../../../../components/ui/button/button';
import { QuoteStatusBadge } from './quote-status-badge';
import './payment-dialog.css';

type PaymentSuccessDialogProps = {
  load: Pick<Load, 'currency'>;
  quote: LoadQuote;
  onClose: () => void;
};

/**
 * docs/product.md §2 Success dialog: 'Payment Successful!', the amount paid, the quote's status, Close. The
 * status reads Accepted, as everywhere else, rather than SPEC's raw ACCEPTED (issue 18).
 */
export function PaymentSuccessDialog({ load, quote, onClose }: PaymentSuccessDialogProps) {
  const { t } = useTranslation('payments');
  return (
    <Dialog
      open
      size="sm"
      title={t('success.title')}
      onClose={onClose}
      actions={
        <Button variant="primary" onClick={onClose} autoFocus>
          {t('success.close')}
        </Button>
      }
    >
      <div className="payment-success">
        <IonIcon icon={checkmarkCircle} aria-hidden="true" className="payment-success__icon" />
        <p className="payment-success__message">
          {t('success.message', { provider: quote.userName })}
        </p>
        <dl className="payment-summary">
          <div className="payment-summary__row">
            <dt>{t('success.amountPaid')}</dt>
            <dd className="payment-summary__amount">{formatMoney(quote.amount, load.currency)}</dd>
          </div>
          <div className="payment-summary__row">
            <dt>{t('success.status')}</dt>
            <dd>
              <QuoteStatusBadge status="accepted" />
            </dd>
          </div>
        </dl>
      </div>
    </Dialog>
  );
}
