import type { Load, LoadQuote } from '../../../contract/loads';
import { PaymentDialog } from './components/payment-dialog';
import { PaymentSuccessDialog } from './components/payment-success-dialog';
import { QuoteDetailsDialog } from './components/quote-details-dialog';
import { useDialogStep } from './hooks/use-dialog-step';
import './quote-dialog.css';

export type QuoteDialogProps = {
  load: Load;
  quote: LoadQuote;
  /** The whole sequence is over; unmount this component. */
  onClose: () => void;
  /** The quote changed on the server; refetch the load. Always followed by onClose. */
  onChanged: () => void;
};

/**
 * A quote from the Load Details panel, through payment to the success dialog: one dialog at a
 * time, each opening after the previous one has closed.
 */
export function QuoteDialog({ load, quote, onClose, onChanged }: QuoteDialogProps) {
  const { step, switchTo } = useDialogStep<'quote' | 'payment' | 'success'>('quote');
  const finish = () => {
    onChanged();
    onClose();
  };

  if (step === 'quote') {
    return (
      <QuoteDetailsDialog
        load={load}
        quote={quote}
        onClose={onClose}
        onPay={() => switchTo('payment')}
        onRejected={finish}
      />
    );
  }
  if (step === 'payment') {
    return (
      <PaymentDialog
        load={load}
        quote={quote}
        onCancel={(paid) => (paid ? finish() : onClose())}
        onAccepted={() => switchTo('success')}
      />
    );
  }
  if (step === 'success')
    return <PaymentSuccessDialog load={load} quote={quote} onClose={finish} />;
  return null;
}
