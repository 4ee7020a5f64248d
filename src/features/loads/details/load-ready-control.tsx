import { IonIcon, IonSpinner } from '@ionic/react';
import { checkmarkCircle, flagOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import type { Load } from '../../../contract/loads';
import { ApiError } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { notifyError, notifySuccess } from '../../../lib/toasts';
import { useMarkLoadReady } from '../api/mark-load-ready';

/** The server refuses a finished load (409), so it is not offered. */
const FINISHED = new Set(['completed', 'cancelled']);

/** SPEC §2: 'Set Load ready for pickup' until loadReadyAt is set, then a 'Load ready' badge. */
export function LoadReadyControl({ load }: { load: Load }) {
  const { t } = useTranslation('load-details');
  const markReady = useMarkLoadReady(load._id);
  const readyAt = load.timestamp.loadReadyAt;

  // A withdrawn load will never be picked up: 'Load ready' would only mislead.
  if (load.status === 'cancelled') return null;
  if (readyAt) {
    return (
      <p className="load-ready-badge">
        <IonIcon icon={checkmarkCircle} aria-hidden="true" />
        <span>{t('ready.badge')}</span>
        <time className="load-ready-badge__time" dateTime={readyAt}>
          {t('ready.since', { time: formatDateTime(readyAt) })}
        </time>
      </p>
    );
  }
  if (FINISHED.has(load.status)) return null;

  const submit = () =>
    markReady.mutate(undefined, {
      onSuccess: () => notifySuccess(t('ready.success')),
      // SPEC §8: 'Failed…' when the server said no, 'Error…' when it could not be reached.
      onError: (error) =>
        notifyError(
          error instanceof ApiError && !error.isNetworkError ? t('ready.failed') : t('ready.error'),
        ),
    });

  return (
    <button
      type="button"
      className="load-details-button load-details-button--primary"
      onClick={submit}
      disabled={markReady.isPending}
      aria-busy={markReady.isPending || undefined}
    >
      {markReady.isPending ? (
        <IonSpinner name="crescent" aria-hidden="true" />
      ) : (
        <IonIcon icon={flagOutline} aria-hidden="true" />
      )}
      {t('ready.button')}
    </button>
  );
}
