import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../../components/dialog/dialog';
import type { Load, LoadQuote } from '../../../../contract/loads';
import { ApiError } from '../../../../lib/api-client';
import { newIdempotencyKey } from '../../../../lib/idempotency-key';
import { notifyError, notifySuccess } from '../../../../lib/toasts';
import { useUpdateQuoteStatus } from '../api/update-quote-status';
import { quoteActions } from '../utils/quote-actions';
import { Button } from '../../../../components/ui/button/button';
import { QuoteFacts } from './quote-facts';

type QuoteDetailsDialogProps = {
  load: Load;
  quote: LoadQuote;
  onClose: () => void;
  onPay: () => void;
  /** The quote was rejected (or its acceptance cancelled) on the server. */
  onRejected: () => void;
};

/** docs/product.md §2 Quote dialog: the quote, then Pay & Accept / Reject Quote, or Cancel Acceptance. */
export function QuoteDetailsDialog({
  load,
  quote,
  onClose,
  onPay,
  onRejected,
}: QuoteDetailsDialogProps) {
  const { t } = useTranslation('quotes');
  const actions = quoteActions(load, quote);
  const blockedBy = actions.kind === 'rejected' ? null : actions.blockedBy;
  const blockedId = useId();
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const updateStatus = useUpdateQuoteStatus();
  const cancellingAcceptance = actions.kind === 'accepted';

  // One key per opening of this dialog: a retry of the same decision repeats it.
  const [rejectionKey] = useState(newIdempotencyKey);
  const reject = () =>
    updateStatus.mutate(
      { input: { quoteId: quote._id, status: 'rejected' }, idempotencyKey: rejectionKey },
      {
        onSuccess: () => {
          notifySuccess(t(cancellingAcceptance ? 'done.acceptanceCancelled' : 'done.rejected'));
          onRejected();
        },
        onError: (failure) => {
          const message =
            (failure instanceof ApiError && failure.serverMessage) ||
            t('errors.statusFailed', { status: 'rejected' });
          setError(message);
          notifyError(message);
          setConfirming(false);
        },
      },
    );

  const footer = confirming ? (
    <>
      <Button
        variant="secondary"
        disabled={updateStatus.isPending}
        onClick={() => setConfirming(false)}
      >
        {t('actions.goBack')}
      </Button>
      <Button variant="danger" busy={updateStatus.isPending} onClick={reject} autoFocus>
        {t(cancellingAcceptance ? 'confirm.cancelAcceptanceButton' : 'confirm.rejectButton')}
      </Button>
    </>
  ) : (
    <>
      <Button onClick={onClose}>
        {t(actions.kind === 'rejected' ? 'actions.close' : 'actions.cancel')}
      </Button>
      {actions.kind !== 'rejected' && (
        <Button
          disabled={blockedBy !== null}
          aria-describedby={blockedBy ? blockedId : undefined}
          onClick={() => {
            setError(null);
            setConfirming(true);
          }}
        >
          {t(cancellingAcceptance ? 'actions.cancelAcceptance' : 'actions.reject')}
        </Button>
      )}
      {actions.kind === 'pending' && (
        <Button
          variant="primary"
          disabled={blockedBy !== null}
          aria-describedby={blockedBy ? blockedId : undefined}
          onClick={onPay}
        >
          {t('actions.payAndAccept')}
        </Button>
      )}
    </>
  );

  return (
    <Dialog
      open
      title={t('dialog.title')}
      onClose={onClose}
      dismissible={!updateStatus.isPending}
      actions={footer}
    >
      <QuoteFacts load={load} quote={quote} />
      {blockedBy && (
        <p id={blockedId} className="quote-note quote-note--warning">
          {t(`blocked.${blockedBy}`)}
        </p>
      )}
      {actions.kind === 'rejected' && <p className="quote-note">{t('dialog.rejectedNote')}</p>}
      {confirming && (
        <p className="quote-note quote-note--danger">
          {t(cancellingAcceptance ? 'confirm.cancelAcceptance' : 'confirm.reject', {
            provider: quote.userName,
          })}
        </p>
      )}
      {error && (
        <p className="quote-note quote-note--danger" role="alert">
          {error}
        </p>
      )}
    </Dialog>
  );
}
