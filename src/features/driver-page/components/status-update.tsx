import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TripStatus } from '../../../contract/trips';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import type { LinkAccess } from '../api/link-headers';
import {
  useUpdateTripStatus,
  type DriverStatus,
  type StatusChange,
} from '../api/update-trip-status';
import { failureMessage } from '../utils/failure-message';
import { nextDriverStatuses } from '../utils/next-statuses';
import { useTimedMessage } from '../utils/use-timed-message';
import { StatusDialog } from './status-dialog';
import { SuccessBanner } from './success-banner';

type StatusUpdateProps = { access: LinkAccess; tripId: string; status: TripStatus };

/** 'Update Status' and its dialog; nothing to offer once the trip is completed or cancelled. */
export function StatusUpdate({ access, tripId, status }: StatusUpdateProps) {
  const { t } = useTranslation('driver-page');
  const [open, setOpen] = useState(false);
  // Each opening starts with nothing chosen.
  const [opening, setOpening] = useState(0);
  const [success, showSuccess] = useTimedMessage();
  const mutation = useUpdateTripStatus(access, tripId);
  // A retry of the same choice repeats its time and key: the server applies it once.
  const lastChange = useRef<StatusChange | null>(null);
  const options = nextDriverStatuses(status);

  const confirm = (next: DriverStatus) => {
    const change =
      lastChange.current?.status === next
        ? lastChange.current
        : {
            status: next,
            recordedAt: new Date().toISOString(),
            idempotencyKey: newIdempotencyKey(),
          };
    lastChange.current = change;
    mutation.mutate(change, {
      onSuccess: () => {
        lastChange.current = null;
        setOpen(false);
        showSuccess(t('status.success', { status: t(`status.labels.${next}`) }));
      },
    });
  };

  const error = mutation.isError
    ? failureMessage(mutation.error, {
        failed: t('errors.statusFailed'),
        error: t('errors.statusError'),
      })
    : null;

  return (
    <div className="driver-page__status-update">
      {options.length > 0 && (
        <button
          type="button"
          className="driver-page__button driver-page__button--primary driver-page__button--large"
          onClick={() => {
            mutation.reset();
            setOpening((count) => count + 1);
            setOpen(true);
          }}
        >
          {t('status.button')}
        </button>
      )}
      <SuccessBanner message={success} />
      <StatusDialog
        key={opening}
        open={open}
        options={options}
        busy={mutation.isPending}
        error={error}
        onClose={() => setOpen(false)}
        onConfirm={confirm}
      />
    </div>
  );
}
