import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { IonIcon } from '@ionic/react';
import { printOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/dialog/dialog';
import type { LoadPayment } from '../../../contract/load-payments';
import type { Load } from '../../../contract/loads';
import { formatDateTime, formatMoney } from '../../../lib/format';
import { useReferenceLabels } from '../../../lib/reference-names/use-reference-labels';
import { Button } from '../../../components/ui/button/button';
import './payment-receipt.css';
import { LtrText } from '../../../components/ui/ltr-text/ltr-text';

type PaymentReceiptDialogProps = {
  load: Pick<Load, 'id' | 'source' | 'destination' | 'quotes'>;
  payment: LoadPayment;
  onClose: () => void;
};

/**
 * A payment's receipt, printable. Rendered straight under <body> so that on paper everything
 * else can be left out (payment-receipt.css).
 */
export function PaymentReceiptDialog({ load, payment, onClose }: PaymentReceiptDialogProps) {
  const { t } = useTranslation('payments');
  const carrier = load.quotes.find((quote) => quote._id === payment.quoteId)?.userName;
  const money = (amount: number) => formatMoney(amount, payment.currency);
  const { place } = useReferenceLabels();
  const refund = payment.refund;

  return createPortal(
    <div className="payment-receipt-print">
      <Dialog
        open
        title={t('receipt.title')}
        onClose={onClose}
        actions={
          <>
            <Button onClick={onClose}>{t('receipt.close')}</Button>
            <Button
              variant="primary"
              icon={<IonIcon icon={printOutline} />}
              onClick={() => window.print()}
            >
              {t('receipt.print')}
            </Button>
          </>
        }
      >
        <dl className="payment-receipt">
          <ReceiptRow label={t('receipt.load')}>
            <LtrText>{load.id}</LtrText>
          </ReceiptRow>
          <ReceiptRow label={t('receipt.route')}>
            {t('receipt.routeValue', {
              origin: place(load.source),
              destination: place(load.destination),
            })}
          </ReceiptRow>
          <ReceiptRow label={t('receipt.carrier')}>{carrier ?? t('receipt.unknown')}</ReceiptRow>
          <ReceiptRow label={t('receipt.amount')}>
            <span className="payment-receipt__amount">{money(payment.amount)}</span>
          </ReceiptRow>
          <ReceiptRow label={t('receipt.currency')}>{payment.currency}</ReceiptRow>
          <ReceiptRow label={t('receipt.reference')}>
            <code className="payment-receipt__reference" dir="ltr">
              {payment._id}
            </code>
          </ReceiptRow>
          <ReceiptRow label={t('receipt.status')}>
            {t(`receipt.statuses.${payment.status}`)}
          </ReceiptRow>
          <ReceiptRow label={t('receipt.paidOn')}>{formatDateTime(payment.createdAt)}</ReceiptRow>
        </dl>
        {refund && (
          <section className="payment-receipt__refund" aria-labelledby="payment-receipt-refund">
            <h3 id="payment-receipt-refund" className="payment-receipt__heading">
              {t('receipt.refund')}
            </h3>
            <dl className="payment-receipt">
              <ReceiptRow label={t('receipt.refundAmount')}>
                <span className="payment-receipt__amount">{money(refund.amount)}</span>
              </ReceiptRow>
              <ReceiptRow label={t('receipt.refundStatus')}>
                {t(`receipt.refundStatuses.${refund.status}`)}
              </ReceiptRow>
              <ReceiptRow label={t('receipt.refundRequested')}>
                {formatDateTime(refund.createdAt)}
              </ReceiptRow>
              {refund.completedAt && (
                <ReceiptRow
                  label={t(
                    refund.status === 'failed'
                      ? 'receipt.refundRefused'
                      : 'receipt.refundCompleted',
                  )}
                >
                  {formatDateTime(refund.completedAt)}
                </ReceiptRow>
              )}
            </dl>
          </section>
        )}
      </Dialog>
    </div>,
    document.body,
  );
}

function ReceiptRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="payment-receipt__row">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
