import { useRef, useState } from 'react';
import { IonIcon, IonSpinner } from '@ionic/react';
import { banOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { notifyError, notifySuccess } from '../../../lib/toasts';
import { failureMessage } from '../../../lib/failure-message';
import { useDeactivateDriverLink } from '../api/deactivate-driver-link';

/** 'Deactivate Link' with a confirm step: deactivation is one-way (SPEC §4). */
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
      <button
        type="button"
        className="links-button links-button--danger"
        onClick={() => setConfirming(true)}
      >
        <IonIcon icon={banOutline} aria-hidden="true" />
        <span>{t('details.deactivate')}</span>
      </button>
    );
  }

  return (
    <div className="link-confirm" role="group" aria-label={t('details.deactivate')}>
      <p className="link-confirm__text">{t('details.deactivateConfirm')}</p>
      <div className="link-confirm__actions">
        <button
          type="button"
          className="links-button links-button--secondary"
          onClick={() => setConfirming(false)}
          disabled={deactivate.isPending}
        >
          {t('charges.cancel')}
        </button>
        <button
          type="button"
          className="links-button links-button--danger-solid"
          onClick={confirm}
          disabled={deactivate.isPending}
          aria-busy={deactivate.isPending || undefined}
        >
          {deactivate.isPending && <IonSpinner name="crescent" aria-hidden="true" />}
          <span>{t(deactivate.isPending ? 'details.deactivating' : 'details.deactivateYes')}</span>
        </button>
      </div>
    </div>
  );
}
