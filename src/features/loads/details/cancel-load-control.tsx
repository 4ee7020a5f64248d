import { useRef, useState } from 'react';
import { IonIcon } from '@ionic/react';
import { closeCircleOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/dialog/dialog';
import { Button } from '../../../components/ui/button/button';
import type { Load } from '../../../contract/loads';
import { failureMessage } from '../../../lib/failure-message';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { notifyError, notifySuccess } from '../../../lib/toasts';
import { useCancelLoad } from '../api/cancel-load';
import { canCancelLoad } from './cancel-load-rules';

/** 'Cancel Load' while the trip has not started, behind a confirmation. */
export function CancelLoadControl({ load }: { load: Pick<Load, '_id' | 'status'> }) {
  const { t } = useTranslation('load-details');
  const [confirming, setConfirming] = useState(false);
  if (!canCancelLoad(load.status)) return null;
  return (
    <>
      <Button icon={<IonIcon icon={closeCircleOutline} />} onClick={() => setConfirming(true)}>
        {t('cancel.button')}
      </Button>
      {confirming && <CancelLoadDialog loadId={load._id} onClose={() => setConfirming(false)} />}
    </>
  );
}

type CancelLoadDialogProps = { loadId: string; onClose: () => void };

function CancelLoadDialog({ loadId, onClose }: CancelLoadDialogProps) {
  const { t } = useTranslation('load-details');
  const cancelLoad = useCancelLoad(loadId);
  // One opening of the dialog is one intent: a retry after a lost answer repeats its key.
  const idempotencyKey = useRef(newIdempotencyKey());
  // isPending arrives a render late; a double click must not send twice meanwhile.
  const sending = useRef(false);

  const confirm = () => {
    if (sending.current) return;
    sending.current = true;
    cancelLoad.mutate(idempotencyKey.current, {
      onSuccess: ({ refundsStarted }) => {
        notifySuccess(
          refundsStarted > 0 ? t('cancel.doneRefund', { count: refundsStarted }) : t('cancel.done'),
        );
        onClose();
      },
      onError: (error) =>
        notifyError(
          failureMessage(error, { failed: t('cancel.failed'), error: t('cancel.error') }),
        ),
      onSettled: () => {
        sending.current = false;
      },
    });
  };

  return (
    <Dialog
      open
      size="sm"
      title={t('cancel.title')}
      description={t('cancel.message')}
      onClose={onClose}
      dismissible={!cancelLoad.isPending}
      actions={
        <>
          <Button disabled={cancelLoad.isPending} onClick={onClose}>
            {t('cancel.keep')}
          </Button>
          <Button variant="danger" busy={cancelLoad.isPending} onClick={confirm}>
            {t('cancel.confirm')}
          </Button>
        </>
      }
    >
      <p className="cancel-load__refund">{t('cancel.refundNote')}</p>
    </Dialog>
  );
}
