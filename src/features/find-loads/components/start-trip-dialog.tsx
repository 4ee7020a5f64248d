import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Dialog } from '../../../components/dialog/dialog';
import { Button } from '../../../components/ui/button/button';
import type { FindLoadsRow } from '../../../contract/loads';
import type { GroupQuote } from '../../../contract/quotes';
import { tripDetailsPath } from '../../../lib/detail-paths';
import { notifyError, notifySuccess } from '../../../lib/toasts';
import { useCreateTrip } from '../api/create-trip';
import { failureMessage } from '../../../lib/failure-message';
import { FormBanner } from './form-banner';

type StartTripDialogProps = {
  open: boolean;
  row: FindLoadsRow | null;
  /** The group's accepted quote: the trip is made from it. */
  quote: GroupQuote | null;
  onClose: () => void;
};

/** docs/product.md §2 Confirm Start Trip: creates the trip from the accepted quote, then goes to Trips. */
export function StartTripDialog({ open, row, quote, onClose }: StartTripDialogProps) {
  const { t } = useTranslation('find-loads');
  const navigate = useNavigate();
  const createTrip = useCreateTrip();
  const [error, setError] = useState<string | null>(null);
  // A second click before the button shows busy must not send a second request.
  const sending = useRef(false);

  const close = () => {
    sending.current = false;
    setError(null);
    createTrip.reset();
    onClose();
  };

  const fail = (message: string) => {
    notifyError(message);
    setError(message);
  };

  const confirm = () => {
    if (!quote || !row) {
      fail(t('startTrip.missingInfo'));
      return;
    }
    if (sending.current) return;
    sending.current = true;
    setError(null);
    createTrip.mutate(
      {
        input: {
          quoteId: quote._id,
          loadId: row._id,
          truckId: quote.truckId,
          driverId: null,
          basePrice: quote.approvedAmount ?? quote.offer,
          status: 'confirmed',
        },
        // One trip per acceptance: a re-accepted quote is a new acceptance with a new time.
        idempotencyKey: `start-trip-${quote._id}-${quote.timeStamps.updatedAt}`,
      },
      {
        onSuccess: (created) => {
          notifySuccess(t('startTrip.created'));
          close();
          // SPEC: move to Trips; the new trip opens there, ready for a driver and a truck.
          void navigate(tripDetailsPath(created.tripId));
        },
        onError: (cause) => {
          sending.current = false;
          fail(
            failureMessage(cause, { failed: t('startTrip.failed'), error: t('startTrip.error') }),
          );
        },
      },
    );
  };

  return (
    <Dialog
      open={open}
      title={t('startTrip.title')}
      onClose={close}
      dismissible={!createTrip.isPending}
      size="sm"
      actions={
        <>
          <Button disabled={createTrip.isPending} onClick={close}>
            {t('startTrip.cancel')}
          </Button>
          <Button variant="primary" busy={createTrip.isPending} onClick={confirm}>
            {t('startTrip.confirm')}
          </Button>
        </>
      }
    >
      <FormBanner tone="error" message={error} />
      <p className="find-loads-dialog-text">{t('startTrip.message')}</p>
    </Dialog>
  );
}
