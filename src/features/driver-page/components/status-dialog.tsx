import { Icon } from '../../../components/icon/icon';
import { warningOutline } from '../../../components/icon/icons/warning-outline';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/dialog/dialog';
import type { DriverStatus } from '../api/update-trip-status';
import { ErrorBanner } from './error-banner';

type StatusDialogProps = {
  open: boolean;
  options: DriverStatus[];
  busy: boolean;
  error: string | null;
  onClose: () => void;
  onConfirm: (status: DriverStatus) => void;
};

/** The later statuses only, a plain warning that the step is final, then Confirm. */
export function StatusDialog({
  open,
  options,
  busy,
  error,
  onClose,
  onConfirm,
}: StatusDialogProps) {
  const { t } = useTranslation('driver-page');
  const [choice, setChoice] = useState<DriverStatus | null>(null);
  const chosen = choice && options.includes(choice) ? choice : null;
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('status.dialogTitle')}
      dismissible={!busy}
      fullScreenOnPhone
      actions={
        <>
          <button
            type="button"
            className="driver-page__button driver-page__button--secondary"
            onClick={onClose}
            disabled={busy}
          >
            {t('common:cancel')}
          </button>
          <button
            type="button"
            className="driver-page__button driver-page__button--primary"
            disabled={!chosen || busy}
            onClick={() => chosen && onConfirm(chosen)}
          >
            {busy ? t('status.saving') : t('status.confirm')}
          </button>
        </>
      }
    >
      <fieldset className="driver-page__choices" disabled={busy}>
        <legend className="driver-page__label">{t('status.choose')}</legend>
        {options.map((status) => (
          <label key={status} className="driver-page__choice">
            <input
              type="radio"
              name="driver-next-status"
              value={status}
              checked={chosen === status}
              onChange={() => setChoice(status)}
            />
            <span className="driver-page__choice-text">
              <span className="driver-page__choice-title">{t(`status.labels.${status}`)}</span>
              <span className="driver-page__choice-hint">{t(`status.hints.${status}`)}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <p className="driver-page__warning">
        <Icon icon={warningOutline} aria-hidden="true" />
        <span>{t('status.warning')}</span>
      </p>
      <ErrorBanner message={error} />
    </Dialog>
  );
}
