import { useRef } from 'react';
import { IonIcon } from '@ionic/react';
import { checkmarkCircle, flagOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button/button';
import type { Load } from '../../../contract/loads';
import { canMarkLoadReady } from '../../../contract/statuses';
import { failureMessage } from '../../../lib/failure-message';
import { formatDateTime } from '../../../lib/format';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { notifyError, notifySuccess } from '../../../lib/toasts';
import { useMarkLoadReady } from '../api/mark-load-ready';
import { offersMarkReady } from './load-next-step';

/**
 * docs/product.md §2: 'Set Load ready for pickup' until loadReadyAt is set, then a 'Load ready' badge; both
 * only until the truck is out to collect (the timeline keeps the time after that). Never the loud
 * button: the next step (load-next-step.ts) is.
 */
export function LoadReadyControl({ load }: { load: Pick<Load, '_id' | 'status' | 'timestamp'> }) {
  const { t } = useTranslation('load-details');
  const markReady = useMarkLoadReady(load._id);
  // The control is one intent; a retry after a lost answer repeats its key.
  const idempotencyKey = useRef(newIdempotencyKey());
  // isPending arrives a render late; a double click must not send twice meanwhile.
  const sending = useRef(false);
  const readyAt = load.timestamp.loadReadyAt;

  if (readyAt && canMarkLoadReady(load.status)) {
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
  if (!offersMarkReady(load)) return null;

  const submit = () => {
    if (sending.current) return;
    sending.current = true;
    markReady.mutate(idempotencyKey.current, {
      onSuccess: () => notifySuccess(t('ready.success')),
      // docs/product.md §8: the server's reason (e.g. the truck already set out), else 'Failed…' or 'Error…'.
      onError: (error) =>
        notifyError(failureMessage(error, { failed: t('ready.failed'), error: t('ready.error') })),
      onSettled: () => {
        sending.current = false;
      },
    });
  };

  return (
    <Button
      variant="secondary"
      icon={<IonIcon icon={flagOutline} />}
      busy={markReady.isPending}
      onClick={submit}
    >
      {t('ready.button')}
    </Button>
  );
}
