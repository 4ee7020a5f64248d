import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { statusLabelKey } from '../../../contract/statuses';
import type { TripStatus } from '../../../contract/trips';
import { loadDriverDb } from '../../../lib/lazy-driver-db';
import type { LinkAccess } from '../api/link-headers';
import type { DriverStatus } from '../../../contract/driver-statuses';
import type { OutboxReplayer } from '../outbox/outbox-replayer';
import { queueStatusChange } from '../outbox/queue-status-change';
import { sendNow } from '../outbox/send-now';
import { driverStatusChoices } from '../utils/next-statuses';
import { useTimedMessage } from '../utils/use-timed-message';
import { StatusDialog } from './status-dialog';
import { SuccessBanner } from './success-banner';
import { Button } from '../../../components/ui/button/button';

/**
 * The delivery step (signature pad, photos, position) is fetched only once Completed is chosen,
 * so the page's first load does not carry it (issue 8 web budgets); the service worker has it
 * precached for a driver who completes offline.
 */
const loadDeliveryFlow = () => import('../delivery/delivery-flow');
const DeliveryFlow = lazy(async () => ({ default: (await loadDeliveryFlow()).DeliveryFlow }));

type StatusUpdateProps = {
  access: LinkAccess;
  tripId: string;
  /** The status the page shows: a queued change counts, so offline the trip can move twice. */
  status: TripStatus;
  /** No proof of delivery sent or queued yet: Completed asks for one first. */
  proofNeeded: boolean;
  photosRequired: boolean;
  replayer: Pick<OutboxReplayer, 'kick' | 'subscribe'>;
};

/**
 * 'Update Status' and its dialog; nothing to offer once the trip is completed or cancelled.
 * The change goes to the outbox first (docs/architecture.md §7), so the dialog closes at once, online or not;
 * a refusal shows in the 'Needs attention' card with what the driver can do about it.
 */
export function StatusUpdate({
  access,
  tripId,
  status,
  proofNeeded,
  photosRequired,
  replayer,
}: StatusUpdateProps) {
  const { t } = useTranslation('driver-page');
  const [open, setOpen] = useState(false);
  const [delivering, setDelivering] = useState(false);
  // Each opening starts with nothing chosen.
  const [opening, setOpening] = useState(0);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [message, showMessage] = useTimedMessage();
  const { next, later } = driverStatusChoices(status);
  const hintId = useId();

  const announce = async (id: number, next: DriverStatus, offlineText: string) => {
    const outcome = await sendNow(replayer, id);
    if (outcome.kind === 'delivered') {
      showMessage(t('status.success', { status: t(statusLabelKey(next)) }));
    } else if (outcome.kind === 'waiting') {
      showMessage(offlineText);
    }
  };

  const confirm = async (next: DriverStatus) => {
    if (next === 'completed' && proofNeeded) {
      setOpen(false);
      setDelivering(true);
      return;
    }
    setSaving(true);
    setError(null);
    let id: number;
    try {
      id = await queueStatusChange(await loadDriverDb(), {
        linkId: access.linkId,
        tripId,
        status: next,
      });
    } catch {
      setError(t('errors.storage'));
      return;
    } finally {
      setSaving(false);
    }
    setOpen(false);
    await announce(id, next, t('status.savedOffline'));
  };

  return (
    <div className="driver-page__status-update">
      {next && (
        <Button
          variant="primary"
          size="lg"
          block
          className="driver-page__status-button"
          // Named 'Update Status' (SPEC); the next step is its description.
          aria-label={t('status.button')}
          aria-describedby={hintId}
          onClick={() => {
            setError(null);
            if (next === 'completed' && proofNeeded) void loadDeliveryFlow().catch(() => {});
            setOpening((count) => count + 1);
            setOpen(true);
          }}
        >
          <span className="driver-page__status-text">
            {t('status.button')}
            <span id={hintId} className="driver-page__status-hint">
              {t('status.nextHint', { status: t(statusLabelKey(next)) })}
            </span>
          </span>
        </Button>
      )}
      <SuccessBanner message={message} />
      <StatusDialog
        key={opening}
        open={open}
        next={next}
        later={later}
        busy={saving}
        error={error}
        proofFirst={proofNeeded}
        onChoose={(choice) => {
          // Fetched while the driver reads the choice, so the step opens without a wait.
          if (choice === 'completed' && proofNeeded) void loadDeliveryFlow().catch(() => {});
        }}
        onClose={() => setOpen(false)}
        onConfirm={(next) => void confirm(next)}
      />
      {delivering && (
        <Suspense fallback={null}>
          <DeliveryFlow
            key={opening}
            open
            access={access}
            tripId={tripId}
            photosRequired={photosRequired}
            onBack={() => {
              setDelivering(false);
              setOpen(true);
            }}
            onClose={() => setDelivering(false)}
            onQueued={(statusId) => {
              setDelivering(false);
              void announce(statusId, 'completed', t('delivery.savedOffline'));
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
