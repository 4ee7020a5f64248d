import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadDriverDb } from '../../../lib/lazy-driver-db';
import type { LinkAccess } from '../api/link-headers';
import { queueDelivery } from '../outbox/queue-delivery';
import { DeliveryStep, type DeliveryInput } from './delivery-step';

type DeliveryFlowProps = {
  open: boolean;
  access: LinkAccess;
  tripId: string;
  photosRequired: boolean;
  onBack: () => void;
  onClose: () => void;
  /** Both items are in the outbox: the page sends them and tells the driver. */
  onQueued: (statusId: number) => void;
};

/**
 * The delivery step and its send: the proof and then Completed go to the outbox together
 * (docs/architecture.md §7), so the step closes at once, online or not.
 */
export function DeliveryFlow({
  open,
  access,
  tripId,
  photosRequired,
  onBack,
  onClose,
  onQueued,
}: DeliveryFlowProps) {
  const { t } = useTranslation('driver-page');
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (input: DeliveryInput) => {
    setSaving(true);
    setError(null);
    let statusId: number;
    try {
      ({ statusId } = await queueDelivery(await loadDriverDb(), {
        linkId: access.linkId,
        tripId,
        ...input,
      }));
    } catch {
      // Kept as entered: nothing was stored, so the driver can send again.
      setError(t('errors.storage'));
      return;
    } finally {
      setSaving(false);
    }
    onQueued(statusId);
  };

  return (
    <DeliveryStep
      open={open}
      photosRequired={photosRequired}
      busy={saving}
      error={error}
      onBack={onBack}
      onClose={onClose}
      onSubmit={(input) => void submit(input)}
    />
  );
}
