import { useRef, useState } from 'react';
import { IonIcon } from '@ionic/react';
import { banOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button/button';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { notifyError, notifySuccess } from '../../../lib/toasts';
import { failureMessage } from '../../../lib/failure-message';
import { useDeactivateDriverLink } from '../api/deactivate-driver-link';

/** 'Deactivate Link' with a confirm step: deactivation is one-way (docs/product.md §4). */
export function DeactivateLinkControl({ linkId }: { linkId: string }) {
  const { t } = useTranslation('driver-links');
  const deactivate = useDeactivateDriverLink();
  const [confirming, setConfirming] = useState(false);
  // Deactivating is one intent per link: a retry after a lost answer repeats its key.
  const [idempotencyKey] = useState(() => `deactivate-${linkId}-${newIdempotencyKey()}`);
  const sending = useRef(false);

  const confirm = () => {
    if (sending.current) return;
    sending.current = true;
    deactivate.mutate(
      { linkId, idempotencyKey },
      {
        onSettled: () => {
          sending.current = false;
        },
        onSuccess: (message) => {
          setConfirming(false);
          notifySuccess(message ?? t('details.deactivated'));
        },
        onError: (error) =>
          notifyError(
            failureMessage(error, {
              failed: t('errors.deactivateFailed'),
              error: t('errors.deactivate'),
            }),
          ),
      },
    );
  };

  if (!confirming) {
    return (
      <Button
        variant="danger"
        icon={<IonIcon icon={banOutline} />}
        onClick={() => setConfirming(true)}
      >
        {t('details.deactivate')}
      </Button>
    );
  }

  return (
    <div className="link-confirm" role="group" aria-label={t('details.deactivate')}>
      <p className="link-confirm__text">{t('details.deactivateConfirm')}</p>
      <div className="link-confirm__actions">
        <Button
          variant="secondary"
          onClick={() => setConfirming(false)}
          disabled={deactivate.isPending}
        >
          {t('charges.cancel')}
        </Button>
        <Button variant="danger" busy={deactivate.isPending} onClick={confirm}>
          {t(deactivate.isPending ? 'details.deactivating' : 'details.deactivateYes')}
        </Button>
      </div>
    </div>
  );
}
