import { useId, useState } from 'react';
import { IonSpinner } from '@ionic/react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/dialog/dialog';
import { notifyError, notifySuccess } from '../../../lib/toasts';
import { FleetFormBanner } from '../../fleet/components/fleet-form-banner';
import { failureMessage } from '../../../lib/failure-message';
import { useAddDriver, type NewDriver } from '../api/add-driver';
import { DriverForm } from './driver-form';

/** SPEC §2 Add New Driver dialog: success closes it and the list reloads; failure keeps the form. */
export function AddDriverDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('drivers');
  const formId = useId();
  const addDriver = useAddDriver();
  const [failure, setFailure] = useState<string | null>(null);
  const pending = addDriver.isPending;

  const close = () => {
    setFailure(null);
    addDriver.reset();
    onClose();
  };

  const submit = (driver: NewDriver) => {
    setFailure(null);
    addDriver.mutate(driver, {
      onSuccess: () => {
        notifySuccess(t('add.success'));
        close();
      },
      onError: (cause) => {
        // SPEC §8: the server's message when it gave one, else the one fallback text.
        const message = failureMessage(cause, { failed: t('add.failed'), error: t('add.failed') });
        notifyError(message);
        setFailure(message);
      },
    });
  };

  return (
    <Dialog
      open={open}
      title={t('add.title')}
      onClose={close}
      dismissible={!pending}
      fullScreenOnPhone
      actions={
        <>
          <button
            type="button"
            className="fleet-button fleet-button--secondary"
            disabled={pending}
            onClick={close}
          >
            {t('common:cancel')}
          </button>
          <button
            type="submit"
            form={formId}
            className="fleet-button fleet-button--primary"
            disabled={pending}
            aria-busy={pending || undefined}
          >
            {pending && (
              <IonSpinner name="crescent" className="fleet-button__spinner" aria-hidden="true" />
            )}
            <span>{t('add.submit')}</span>
          </button>
        </>
      }
    >
      <FleetFormBanner message={failure} />
      <DriverForm id={formId} disabled={pending} onSubmit={submit} />
    </Dialog>
  );
}
