import { useId } from 'react';
import { IonIcon } from '@ionic/react';
import {
  alertCircleOutline,
  checkmarkCircleOutline,
  receiptOutline,
  returnDownBackOutline,
  timeOutline,
} from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button/button';
import type { LoadPayment } from '../../../contract/load-payments';
import type { Load } from '../../../contract/loads';
import { formatDate, formatMoney } from '../../../lib/format';
import { PaymentReceiptDialog } from './payment-receipt-dialog';
import { paymentLine, shownPayments, type PaymentLineKey } from './payment-lines';

const ICONS: Record<PaymentLineKey, string> = {
  paid: checkmarkCircleOutline,
  processing: timeOutline,
  refundPending: timeOutline,
  refunded: returnDownBackOutline,
  refundFailed: alertCircleOutline,
};

type PaymentsSectionProps = {
  load: Pick<Load, 'id' | 'source' | 'destination' | 'quotes' | 'payments'>;
  /** The payment whose receipt is open; the panel's next step opens it too. */
  receiptId: string | null;
  onReceiptChange: (paymentId: string | null) => void;
};

/** The shipper's payments on this load and their refunds, each with a printable receipt. */
export function PaymentsSection({ load, receiptId, onReceiptChange }: PaymentsSectionProps) {
  const { t } = useTranslation('payments');
  const payments = shownPayments(load.payments);
  const receiptPayment = payments.find((payment) => payment._id === receiptId);
  if (payments.length === 0) return null;

  return (
    <section className="load-details__card" aria-labelledby="load-details-payments">
      <h3 id="load-details-payments" className="load-details__card-title">
        {t('history.title')}
      </h3>
      <ul className="payment-list">
        {payments.map((payment) => (
          <PaymentEntry
            key={payment._id}
            payment={payment}
            carrier={load.quotes.find((quote) => quote._id === payment.quoteId)?.userName}
            onReceipt={() => onReceiptChange(payment._id)}
          />
        ))}
      </ul>
      {receiptPayment && (
        <PaymentReceiptDialog
          load={load}
          payment={receiptPayment}
          onClose={() => onReceiptChange(null)}
        />
      )}
    </section>
  );
}

type PaymentEntryProps = {
  payment: LoadPayment;
  /** The quote's provider, when the quote is still on the load. */
  carrier: string | undefined;
  onReceipt: () => void;
};

function PaymentEntry({ payment, carrier, onReceipt }: PaymentEntryProps) {
  const { t } = useTranslation('payments');
  const lineId = useId();
  const line = paymentLine(payment);
  const amount = formatMoney(line.amount, payment.currency);
  const text = t(`history.lines.${line.key}`, { amount, date: formatDate(line.at) });
  // A line that does not carry its amount gets it beside it.
  const details = [
    line.key === 'processing' || line.key === 'refundPending' ? amount : null,
    carrier ? t('history.carrier', { name: carrier }) : null,
  ].filter((detail) => detail !== null);

  return (
    <li className="payment-entry" data-line={line.key}>
      <IonIcon icon={ICONS[line.key]} className="payment-entry__icon" aria-hidden="true" />
      <div className="payment-entry__text">
        <p id={lineId} className="payment-entry__line">
          {text}
        </p>
        {details.length > 0 && (
          <p className="payment-entry__details">
            {details.map((detail) => (
              <span key={detail}>{detail}</span>
            ))}
          </p>
        )}
      </div>
      <Button
        size="sm"
        className="payment-entry__receipt"
        icon={<IonIcon icon={receiptOutline} />}
        aria-describedby={lineId}
        onClick={onReceipt}
      >
        {t('history.receipt')}
      </Button>
    </li>
  );
}
