import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/icon/icon';
import { warningOutline } from '../../../components/icon/icons/warning-outline';
import { Dialog } from '../../../components/dialog/dialog';
import { statusLabelKey } from '../../../contract/statuses';
import type { DriverStatus } from '../../../contract/driver-statuses';
import { ErrorBanner } from './error-banner';
import { Button } from '../../../components/ui/button/button';

type StatusDialogProps = {
  open: boolean;
  /** The step right after the trip's status: highlighted and chosen from the start. */
  next: DriverStatus | null;
  /** Later steps, offered for a skip but quiet. */
  later: DriverStatus[];
  busy: boolean;
  error: string | null;
  /** Completed is followed by the delivery step, which is confirmation enough. */
  proofFirst: boolean;
  onChoose: (status: DriverStatus) => void;
  onClose: () => void;
  onConfirm: (status: DriverStatus) => void;
};

/**
 * The later statuses only, the next one first and chosen, a plain warning that the step is final,
 * then Confirm. Completed asks once more, it closes the link for good: through the delivery step
 * when a proof of delivery is still to be taken, else here.
 */
export function StatusDialog({
  open,
  next,
  later,
  busy,
  error,
  proofFirst,
  onChoose,
  onClose,
  onConfirm,
}: StatusDialogProps) {
  const { t } = useTranslation('driver-page');
  const options = next ? [next, ...later] : later;
  const [choice, setChoice] = useState<DriverStatus | null>(next);
  const [confirmingCompleted, setConfirmingCompleted] = useState(false);
  const chosen = choice && options.includes(choice) ? choice : null;

  const confirm = () => {
    if (!chosen) return;
    if (chosen === 'completed' && !confirmingCompleted && !proofFirst) {
      setConfirmingCompleted(true);
    } else onConfirm(chosen);
  };

  const secondary = confirmingCompleted ? (
    <Button size="lg" onClick={() => setConfirmingCompleted(false)} disabled={busy}>
      {t('status.goBack')}
    </Button>
  ) : (
    <Button size="lg" onClick={onClose} disabled={busy}>
      {t('common:cancel')}
    </Button>
  );

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t(confirmingCompleted ? 'status.completeTitle' : 'status.dialogTitle')}
      dismissible={!busy}
      fullScreenOnPhone
      actions={
        <>
          {secondary}
          <Button variant="primary" size="lg" busy={busy} disabled={!chosen} onClick={confirm}>
            {busy
              ? t('status.saving')
              : t(confirmingCompleted ? 'status.completeConfirm' : 'status.confirm')}
          </Button>
        </>
      }
    >
      {confirmingCompleted ? (
        <p className="driver-page__warning">
          <Icon icon={warningOutline} aria-hidden="true" />
          <span>{t('status.completeWarning')}</span>
        </p>
      ) : (
        <>
          <fieldset className="driver-page__choices" disabled={busy}>
            <legend className="driver-page__label">{t('status.choose')}</legend>
            {options.map((status) => (
              <label
                key={status}
                className="driver-page__choice"
                data-next={status === next || undefined}
              >
                <input
                  type="radio"
                  name="driver-next-status"
                  value={status}
                  checked={chosen === status}
                  onChange={() => {
                    setChoice(status);
                    onChoose(status);
                  }}
                />
                <span className="driver-page__choice-text">
                  <span className="driver-page__choice-title">{t(statusLabelKey(status))}</span>
                  <span className="driver-page__choice-hint">{t(`status.hints.${status}`)}</span>
                </span>
                {status === next && (
                  <span className="driver-page__choice-tag">{t('status.nextTag')}</span>
                )}
              </label>
            ))}
          </fieldset>
          <p className="driver-page__warning">
            <Icon icon={warningOutline} aria-hidden="true" />
            <span>{t('status.warning')}</span>
          </p>
        </>
      )}
      <ErrorBanner message={error} />
    </Dialog>
  );
}
