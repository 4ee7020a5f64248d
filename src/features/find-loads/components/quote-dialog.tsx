import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/dialog/dialog';
import { Button } from '../../../components/ui/button/button';
import type { FindLoadsRow } from '../../../contract/loads';
import type { GroupQuote } from '../../../contract/quotes';
import type { Truck } from '../../../contract/trucks';
import { newIdempotencyKey, requestIdempotencyKey } from '../../../lib/idempotency-key';
import { readToken } from '../../../lib/session-storage';
import { notifyError, notifySuccess } from '../../../lib/toasts';
import { useSaveQuote, type QuoteMode } from '../api/save-quote';
import { failureMessage } from '../../../lib/failure-message';
import { useReferenceLabels } from '../../../lib/reference-names/use-reference-labels';
import type { QuoteFormValues } from '../utils/quote-form-schema';
import { FormBanner } from './form-banner';
import { QuoteForm } from './quote-form';

/** Long enough to read the success banner, short enough not to hold up the next load. */
export const QUOTE_DONE_CLOSE_MS = 1500;

type Banner = { tone: 'error' | 'success'; message: string };

type QuoteDialogProps = {
  open: boolean;
  mode: QuoteMode;
  row: FindLoadsRow | null;
  /** The group's current quote, whose offer and truck an update starts from. */
  quote: GroupQuote | null;
  trucks: Truck[];
  onClose: () => void;
};

/** docs/product.md §2 Offer/Update Quote; every outcome is both a toast and a banner here (docs/product.md §8). */
export function QuoteDialog({ open, mode, row, quote, trucks, onClose }: QuoteDialogProps) {
  const { t } = useTranslation('find-loads');
  const labels = useReferenceLabels();
  const formId = useId();
  const saveQuote = useSaveQuote(mode);
  const [banner, setBanner] = useState<Banner | null>(null);
  // One key per opening of the dialog and offer: a retry of the same offer repeats it.
  const [nonce, setNonce] = useState(newIdempotencyKey);
  const sending = useRef(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const done = banner?.tone === 'success';
  const offering = mode === 'offer';

  useEffect(() => () => clearTimeout(closeTimer.current), []);

  const close = () => {
    clearTimeout(closeTimer.current);
    setBanner(null);
    saveQuote.reset();
    setNonce(newIdempotencyKey());
    sending.current = false;
    onClose();
  };

  const fail = (message: string) => {
    notifyError(message);
    setBanner({ tone: 'error', message });
  };

  const submit = ({ amount, truckId }: QuoteFormValues) => {
    if (!readToken() || !row) {
      fail(t('quote.authRequired'));
      return;
    }
    // A second click before the button shows busy sends nothing more.
    if (sending.current) return;
    sending.current = true;
    setBanner(null);
    const input = { loadId: row._id, offer: amount, status: 'pending' as const, truckId };
    saveQuote.mutate(
      { input, idempotencyKey: requestIdempotencyKey(`${mode}-${nonce}`, input) },
      {
        onSuccess: () => {
          const message = t(offering ? 'quote.submitted' : 'quote.updated');
          notifySuccess(message);
          setBanner({ tone: 'success', message });
          closeTimer.current = setTimeout(close, QUOTE_DONE_CLOSE_MS);
        },
        onError: (error) => {
          // Only a failure lets the offer be sent again; a success is final for this opening.
          sending.current = false;
          fail(
            failureMessage(error, {
              failed: t(offering ? 'quote.submitFailed' : 'quote.updateFailed'),
              error: t(offering ? 'quote.submitError' : 'quote.updateError'),
            }),
          );
        },
      },
    );
  };

  return (
    <Dialog
      open={open}
      title={t(offering ? 'quote.offerTitle' : 'quote.updateTitle')}
      description={
        row &&
        t('quote.loadSummary', {
          id: row.id,
          origin: labels.place(row.source),
          destination: labels.place(row.destination),
        })
      }
      onClose={close}
      dismissible={!saveQuote.isPending}
      actions={
        <>
          <Button disabled={saveQuote.isPending} onClick={close}>
            {t('quote.cancel')}
          </Button>
          <Button
            type="submit"
            form={formId}
            variant="primary"
            busy={saveQuote.isPending}
            disabled={done}
          >
            {t(offering ? 'quote.submitOffer' : 'quote.submitUpdate')}
          </Button>
        </>
      }
    >
      <FormBanner tone={banner?.tone ?? 'error'} message={banner?.message ?? null} />
      <QuoteForm
        id={formId}
        currency={row?.currency ?? ''}
        load={row}
        trucks={trucks}
        defaultValues={{
          amount: quote ? String(quote.offer) : '',
          // A truck retired since the quote is no longer offered: the update starts without it.
          truckId: trucks.some((truck) => truck._id === quote?.truckId)
            ? (quote?.truckId ?? '')
            : '',
        }}
        disabled={saveQuote.isPending || done}
        onSubmit={submit}
      />
    </Dialog>
  );
}
